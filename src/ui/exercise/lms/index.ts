/**
 * exercise/lms/: the exercise page in an LMS (issue 38): launched by a SCORM
 * 1.2 package (`lms=scorm12`), it reports to the LMS; and the package itself.
 *
 *   scorm-api.ts        finding the LMS's API (\`window.API\` up the frames, then the opener's)
 *   scorm-link.ts       the page's link to the LMS: the session started, each check recorded, answers restored
 *   lms-status.ts       what the page says of its LMS: recorded or not, the score, the LMS's errors
 *   scorm-download.ts   *SCORM package*: the set zipped with the SCO's files, as \`tutor exercise --format scorm12\`
 *   sco.ts / sco.css    a package's script and stylesheet: the exercise page alone (scripts/sco-bundle.mjs)
 *
 * Each module is imported by name; this file only says what the folder holds.
 */
export {};
