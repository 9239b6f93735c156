#!/usr/bin/env bash
# Installs Debian's headless-capable Chromium and its WebDriver, chromium-driver, for the report's browser test
# (HeadlessChromium drives /usr/bin/chromium through /usr/bin/chromedriver with Selenium). Idempotent: does
# nothing when both are there. Needs root (or sudo) and the Debian package mirrors.
set -euo pipefail

if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  echo "chromium and chromedriver already installed: $(/usr/bin/chromedriver --version 2>/dev/null || echo /usr/bin/chromedriver)"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends chromium chromium-driver
echo "installed: $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)," \
  "$(/usr/bin/chromedriver --version 2>/dev/null || echo /usr/bin/chromedriver)"
