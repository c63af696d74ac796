#!/usr/bin/env bash
# What the browser tests need besides node_modules: Chromium (/usr/bin/chromium, or CHROMIUM_PATH), its
# headless shell, which the tests run (/usr/lib/chromium/chromium-headless-shell, or HEADLESS_SHELL_PATH),
# and Java for the Nu HTML Checker. Installs whichever is missing with apt-get when it can (as root on
# Debian, as CI runs), else says what to install. Sourced by scripts/test-all.sh.
install_system_deps() {
  local missing=()
  [[ -x ${CHROMIUM_PATH:-/usr/bin/chromium} ]] || missing+=(chromium)
  [[ -x ${HEADLESS_SHELL_PATH:-/usr/lib/chromium/chromium-headless-shell} ]] || missing+=(chromium-headless-shell)
  command -v java > /dev/null || missing+=(default-jre-headless)
  ((${#missing[@]})) || return 0
  echo "Installing ${missing[*]} for the browser tests (apt-get)"
  if [[ $(id -u) == 0 ]] && command -v apt-get > /dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" > /dev/null && return 0
  elif command -v sudo > /dev/null && command -v apt-get > /dev/null; then
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" > /dev/null && return 0
  fi
  echo "Could not install ${missing[*]}: install them (Debian: apt-get install ${missing[*]}) or set CHROMIUM_PATH and HEADLESS_SHELL_PATH"
  return 1
}
