/**
 * shell/: the app around the pages, shared by every route (main.ts and tutor-app.ts load it):
 *
 *   styles.css          the page's stylesheet: the palette, then each sheet the pages and
 *                       viewers need, then what several pages share
 *   palette.css         every colour, as `--ast-…` custom properties (light, dark, presented)
 *   embed.ts/.css       `embed=1`: the page alone in another site's iframe, with the link's
 *                       speed, autoplay and steps applied to its viewers
 *   update-notice.ts/.css  <update-notice>: a new version is waiting (the offline app)
 *   page-code.ts        a page's code that could not be loaded (a newer version took its files): reload once
 *
 * shell/ may import the viewer (embedding plays it); nothing shared imports shell/.
 * Each module is imported by name; this file only says what the folder holds.
 */
export {};
