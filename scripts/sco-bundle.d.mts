/** scripts/sco-bundle.mjs: a SCORM package's script and stylesheet, bundled from src/ui/exercise/lms/sco.ts. */
export function bundleSco(): Promise<{ 'sco.js': Uint8Array; 'sco.css': Uint8Array }>;
