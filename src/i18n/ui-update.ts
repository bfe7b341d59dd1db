/**
 * The words of the update notice (issue 24, offline): the service worker has
 * a new version of the tutor waiting (src/ui/shell/update-notice.ts), and the
 * reader takes it with *Reload* or leaves it for later.
 */
import { w } from './wording.ts';

export const UPDATE_LABELS = {
  updateAvailable: w('A new version of the tutor is available.', 'Hay una versión nueva del tutor.'),
  updateReload: w('Reload', 'Recargar'),
  updateLater: w('Later', 'Más tarde'),
  updateLaterHint: w('Keep this version until the next visit', 'Seguir con esta versión hasta la próxima visita'),
};
