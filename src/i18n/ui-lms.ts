/**
 * The words of the exercise page launched by an LMS (issue 38: a SCORM 1.2
 * package, src/ui/exercise/lms/, app/scorm*.ts), and of the page's SCORM download.
 * Written to be heard: no glyph stands for a word.
 */
import { w } from './wording.ts';

export const LMS_LABELS = {
  scorm: w('SCORM package', 'Paquete SCORM'),
  scormHint: w(
    'Download this set as a SCORM 1.2 package for any LMS (Moodle, Canvas, Blackboard, Brightspace, Sakai): the students answer on this page inside the LMS, and the LMS records their score, each check and their answers.',
    'Descarga esta hoja como paquete SCORM 1.2 para cualquier LMS (Moodle, Canvas, Blackboard, Brightspace, Sakai): el alumnado responde en esta página dentro del LMS, y el LMS registra su nota, cada comprobación y sus respuestas.',
  ),
  scormMastery: w('Pass mark, percent', 'Nota para aprobar, en porcentaje'),
  scormMaking: w('Making the SCORM package…', 'Preparando el paquete SCORM…'),
  scormMade: w('SCORM package downloaded: {file}, {size} kilobytes.', 'Paquete SCORM descargado: {file}, {size} kilobytes.'),
  scormFailed: w('The SCORM package could not be made: {reason}', 'No se pudo preparar el paquete SCORM: {reason}'),
  scoLoading: w('Loading the exercises…', 'Cargando los ejercicios…'),
  scoNoScript: w(
    'These exercises need JavaScript: turn it on in your browser, then open them again from your course.',
    'Estos ejercicios necesitan JavaScript: actívalo en el navegador y vuelve a abrirlos desde tu curso.',
  ),
  lmsTitle: w('Your course', 'Tu curso'),
  lmsConnecting: w('Connecting to your course’s LMS…', 'Conectando con el LMS de tu curso…'),
  lmsConnected: w(
    'Your course’s LMS records this set: your answers, each check, and your score.',
    'El LMS de tu curso registra esta hoja: tus respuestas, cada comprobación y tu nota.',
  ),
  lmsScore: w(
    'Score so far: {raw} percent, {right} of {asked} answers right. Pass mark: {mastery} percent.',
    'Nota hasta ahora: {raw} por ciento, {right} de {asked} respuestas bien. Para aprobar: {mastery} por ciento.',
  ),
  lmsToDo: w(
    'Answers still to check: {todo}. Answers shown on request count as not right.',
    'Respuestas aún por comprobar: {todo}. Las respuestas que pides ver cuentan como no acertadas.',
  ),
  lmsPassed: w('Every answer is in: passed.', 'Todas las respuestas están dadas: aprobado.'),
  lmsFailed: w(
    'Every answer is in: not passed yet. You can correct a wrong answer and check it again.',
    'Todas las respuestas están dadas: aún no aprobado. Puedes corregir una respuesta mal y comprobarla de nuevo.',
  ),
  lmsRestored: w('Your answers from last time are back.', 'Tus respuestas de la última vez han vuelto.'),
  lmsReview: w(
    'Review: your LMS shows your attempt; nothing you change now is recorded.',
    'Revisión: tu LMS muestra tu intento; nada de lo que cambies ahora se registra.',
  ),
  lmsNone: w(
    'This page was opened to report to an LMS, but none answered: nothing you do here is recorded. Open the exercises from your course.',
    'Esta página se abrió para informar a un LMS, pero ninguno respondió: nada de lo que hagas aquí se registra. Abre los ejercicios desde tu curso.',
  ),
  lmsRefused: w('Your LMS did not start the session: nothing you do here is recorded.', 'Tu LMS no inició la sesión: nada de lo que hagas aquí se registra.'),
  lmsSuspendUnreadable: w(
    'The answers your LMS kept from last time could not be read, so you start afresh. They stay in the LMS until you check an answer.',
    'Las respuestas que tu LMS guardó la última vez no se pudieron leer, así que empiezas de nuevo. Siguen en el LMS hasta que compruebes una respuesta.',
  ),
  lmsSuspendOtherSet: w(
    'The answers your LMS kept are for another exercise set, so you start afresh. They stay in the LMS until you check an answer.',
    'Las respuestas que tu LMS guardó son de otra hoja de ejercicios, así que empiezas de nuevo. Siguen en el LMS hasta que compruebes una respuesta.',
  ),
  lmsKeptChecked: w(
    'Your LMS keeps 4,096 characters of answers (SCORM 1.2), and yours need more: answers typed and not checked will not come back when you return. Check them to keep them.',
    'Tu LMS guarda 4.096 caracteres de respuestas (SCORM 1.2) y las tuyas necesitan más: las respuestas escritas y sin comprobar no volverán cuando regreses. Compruébalas para guardarlas.',
  ),
  lmsError: w('Your LMS answered {call} {element} with error {code}: {text}', 'Tu LMS respondió a {call} {element} con el error {code}: {text}'),
  lmsErrorNoText: w('Your LMS answered {call} {element} with error {code}.', 'Tu LMS respondió a {call} {element} con el error {code}.'),
  lmsErrorsMore: w('{n} more errors from your LMS.', '{n} errores más de tu LMS.'),
};
