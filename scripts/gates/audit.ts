// Gate: no high or critical advisory for the packages the site ships (npm audit --omit=dev).
// Without an answer from the registry's audit endpoint it fails: an unchecked audit is no pass.
import { spawnSync } from 'node:child_process';

type AuditReport = {
  metadata?: { vulnerabilities?: Record<string, number> };
  message?: string;
};

const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'];
const BLOCKING = ['high', 'critical'];

/** npm's own error lines, without its warnings about the local configuration. */
const npmErrors = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => line.startsWith('npm error'))
    .join(' ');

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report: AuditReport;
try {
  report = JSON.parse(result.stdout) as AuditReport;
} catch {
  report = {};
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  console.error(
    'audit: FAILED, npm audit gave no report, so nothing was checked. ' +
      `The registry's audit endpoint did not answer: ${report.message ?? npmErrors(result.stderr)}`,
  );
  process.exit(1);
}
console.log(
  `audit: ${SEVERITIES.map((severity) => `${severity} ${counts[severity] ?? 0}`).join(', ')}`,
);
const blocking = BLOCKING.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0);
if (blocking > 0) {
  console.error(`audit: ${blocking} high or critical finding(s): see \`npm audit --omit=dev\`.`);
  process.exit(1);
}
