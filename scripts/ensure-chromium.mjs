// Browser tests use Debian's Chromium at /usr/bin/chromium (never a downloaded browser).
// Installs it when missing and running as root; otherwise says how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(path)) {
  if (process.getuid?.() === 0) {
    console.log(`${path} is missing: installing Debian's chromium with apt-get…`);
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
      },
    );
  } else {
    console.error(
      `Browser tests need Chromium at ${path}.\n` +
        'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
        '(or set CHROMIUM_PATH to an existing Chromium binary).',
    );
    process.exit(1);
  }
}
