/**
 * Finding a SCORM 1.2 LMS's API (RTE 3.3.6.1): an object named `API` on the
 * window that launched the SCO or one of its parents — the frame's parent,
 * its parent, up to the top — or, failing those, on the window that opened
 * this one (`window.opener`) and its parents. A parent from another origin
 * cannot be looked into: the search stops there. At most 10 steps up each
 * chain (ADL's own finder stops at 7; a few LMSs nest deeper).
 */
import type { Scorm12Api } from '../../../app/scorm-session.ts';

const MOST_STEPS = 10;

/** The API of the LMS that launched this page, or null if there is none to be found. */
export function findScorm12Api(start: Window = window): Scorm12Api | null {
  return upFrom(start) ?? (opener(start) === null ? null : upFrom(opener(start)!));
}

function upFrom(start: Window): Scorm12Api | null {
  let w: Window = start;
  for (let k = 0; k <= MOST_STEPS; k++) {
    const api = apiOf(w);
    if (api !== null) return api;
    let parent: Window | null;
    try {
      parent = w.parent;
    } catch {
      return null;
    }
    if (parent === null || parent === w) return null;
    w = parent;
  }
  return null;
}

function opener(w: Window): Window | null {
  try {
    return (w.opener as Window | null) ?? null;
  } catch {
    return null;
  }
}

/** `w.API` if it looks like SCORM 1.2's (a window of another origin throws on any look: none). */
function apiOf(w: Window): Scorm12Api | null {
  try {
    const api = (w as unknown as { API?: unknown }).API;
    if (typeof api === 'object' && api !== null && typeof (api as Scorm12Api).LMSInitialize === 'function') return api as Scorm12Api;
  } catch {
    // Another origin's window.
  }
  return null;
}
