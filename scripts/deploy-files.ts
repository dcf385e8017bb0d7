import { securityHeaders } from '../apps/portal/csp.ts';
import { nginxDocumentMap } from '../apps/portal/documents.ts';

/**
 * The files of deploy/templates that come from the portal's own tables, so nginx can never drift
 * from `npm start`: the headers (apps/portal/csp.ts) and which document each path gets
 * (apps/portal/documents.ts). `node scripts/deploy-generate.mjs` writes them;
 * scripts/deploy-config.test.ts fails when a committed copy differs.
 */

/** Placeholders deploy/render.sh fills: a source list that is empty or starts with a space. */
export const CONNECT_SOURCE = '${FLOCKSYNC_CONNECT_SOURCE}';
export const MEDIA_SOURCE = '${FLOCKSYNC_MEDIA_SOURCE}';

const API_STAND_IN = 'https://api.flocksync.invalid';
const MEDIA_STAND_IN = 'https://media.flocksync.invalid';
const REPORT_STAND_IN = 'https://reports.flocksync.invalid';

/** `security-headers.inc.template`: every header of csp.ts, sent on every answer (`always`). */
export function securityHeadersTemplate(): string {
  const headers = securityHeaders({
    apiBaseUrl: `${API_STAND_IN}/v1/api`,
    welcomeVideoUrl: `${MEDIA_STAND_IN}/welcome.mp4`,
    errorReportUrl: `${REPORT_STAND_IN}/client`,
  });
  const lines = Object.entries(headers).map(([name, value]) => {
    const filled = value
      .replace(` ${API_STAND_IN} ${REPORT_STAND_IN}`, CONNECT_SOURCE)
      .replace(` ${MEDIA_STAND_IN}`, MEDIA_SOURCE)
      .replace(/"/g, '\\"');
    return `add_header ${name} "${filled}" always;`;
  });
  return [
    '# Generated from apps/portal/csp.ts by scripts/deploy-generate.mjs: do not edit.',
    '# The headers of every answer, included at the server level and again in every location that',
    '# adds a header of its own (nginx drops inherited add_header there). deploy/render.sh fills the',
    '# API, report and media origins the deployment configures into the CSP.',
    ...lines,
    '',
  ].join('\n');
}

/** `documents.inc`: the document each path gets (apps/portal/documents.ts). */
export function documentsInclude(): string {
  return [
    '# Generated from apps/portal/documents.ts by scripts/deploy-generate.mjs: do not edit.',
    '# Every route of the portal and the document it loads; anything else is the not-found page.',
    nginxDocumentMap(),
  ].join('\n');
}

export const generatedFiles: Record<string, () => string> = {
  'deploy/templates/security-headers.inc.template': securityHeadersTemplate,
  'deploy/templates/documents.inc': documentsInclude,
};
