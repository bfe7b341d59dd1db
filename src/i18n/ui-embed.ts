/**
 * Embedding the tutor in slides and course pages (issue 24): the buttons
 * that copy the link to the view shown and the iframe that embeds it, and
 * what they say once done; each in English and Spanish (say.ts puts the
 * areas together).
 */
import { w } from './wording.ts';

export const EMBED_LABELS = {
  share: w('Share this view', 'Compartir esta vista'),
  copyLink: w('Copy link', 'Copiar enlace'),
  copyLinkHint: w('Copy the link to what is shown, at this step', 'Copiar el enlace a lo que se muestra, en este paso'),
  copyEmbed: w('Copy embed code', 'Copiar código para insertar'),
  copyEmbedHint: w(
    'Copy an <iframe> that shows this view alone, for a slide (reveal.js) or a course page (Moodle, H5P)',
    'Copiar un <iframe> que muestra solo esta vista, para una diapositiva (reveal.js) o una página del curso (Moodle, H5P)',
  ),
  copiedLink: w('Link copied.', 'Enlace copiado.'),
  copiedEmbed: w('Embed code copied: paste it into your slide or course page (as HTML).', 'Código copiado: pégalo en tu diapositiva o en la página del curso (como HTML).'),
  copyFailed: w('The browser did not let the page copy: select the text below and copy it.', 'El navegador no ha dejado copiar a la página: selecciona el texto de abajo y cópialo.'),
  copyText: w('Text to copy', 'Texto para copiar'),
};
