#!/bin/sh
# Renders the portal's nginx configuration and runtime configuration from the environment
# (README "Deploying"). POSIX sh with envsubst (Debian's gettext-base; in the official nginx
# image). Run by the Docker image at start (docker-entrypoint.d) and by the deploy test.
#
#   FLOCKSYNC_API_BASE_URL     the API: /v1/api on this origin (default) or https://api.example.org/v1/api
#   FLOCKSYNC_API_UPSTREAM     where this server proxies /v1/api/ and /csp-report (http://host:port);
#                              default http://127.0.0.1:8080 for a same-origin API, none for another
#                              origin (reports then go to that origin's /csp-report)
#   FLOCKSYNC_RECAPTCHA_SITE_KEY, FLOCKSYNC_PRODUCT_SITE_URL, FLOCKSYNC_WELCOME_VIDEO_URL,
#   FLOCKSYNC_ERROR_REPORT_URL the runtime configuration's other fields (unset: the build's; no
#                              report URL: nothing is reported)
#   FLOCKSYNC_ROOT             the built portal (apps/portal/dist); default /srv/flocksync
#   FLOCKSYNC_SERVER_NAME      default _ (any host)
#   FLOCKSYNC_HTTP_PORT        default 80
#   FLOCKSYNC_TLS_CERT, FLOCKSYNC_TLS_KEY
#                              certificate and key paths: when both are set, HTTPS (with HSTS) on
#                              FLOCKSYNC_HTTPS_PORT (default 443) and HTTP redirects to it
#   FLOCKSYNC_CONF_DIR         where nginx includes the result from; default /etc/nginx/conf.d
set -eu

here=$(cd "$(dirname "$0")" && pwd)
templates=${FLOCKSYNC_TEMPLATES:-$here/templates}

FLOCKSYNC_API_BASE_URL=${FLOCKSYNC_API_BASE_URL:-/v1/api}
FLOCKSYNC_ROOT=${FLOCKSYNC_ROOT:-/srv/flocksync}
FLOCKSYNC_SERVER_NAME=${FLOCKSYNC_SERVER_NAME:-_}
FLOCKSYNC_HTTP_PORT=${FLOCKSYNC_HTTP_PORT:-80}
FLOCKSYNC_HTTPS_PORT=${FLOCKSYNC_HTTPS_PORT:-443}
FLOCKSYNC_CONF_DIR=${FLOCKSYNC_CONF_DIR:-/etc/nginx/conf.d}
FLOCKSYNC_INCLUDE_DIR=$FLOCKSYNC_CONF_DIR/flocksync

# The origin of an absolute http(s) URL; nothing for a path on this origin.
origin_of() {
  printf '%s' "$1" | sed -n -E 's#^(https?://[^/?#]+).*#\1#p'
}
api_origin=$(origin_of "$FLOCKSYNC_API_BASE_URL")
media_origin=$(origin_of "${FLOCKSYNC_WELCOME_VIDEO_URL:-}")
report_origin=$(origin_of "${FLOCKSYNC_ERROR_REPORT_URL:-}")
[ "$report_origin" = "$api_origin" ] && report_origin=
# CSP sources: empty, or a space and each origin (the template's list runs on without one).
FLOCKSYNC_CONNECT_SOURCE=${api_origin:+ $api_origin}${report_origin:+ $report_origin}
FLOCKSYNC_MEDIA_SOURCE=${media_origin:+ $media_origin}

if [ -z "${FLOCKSYNC_API_UPSTREAM:-}" ] && [ -z "$api_origin" ]; then
  FLOCKSYNC_API_UPSTREAM=http://127.0.0.1:8080
fi
upstream=${FLOCKSYNC_API_UPSTREAM:-}
if [ -n "$upstream" ]; then
  FLOCKSYNC_API_PROXY="proxy_pass $upstream; proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for; proxy_set_header X-Forwarded-Proto \$scheme; proxy_ssl_server_name on; client_max_body_size 8m;"
else
  FLOCKSYNC_API_PROXY='return 404;'
fi
FLOCKSYNC_REPORT_PROXY="proxy_pass ${upstream:-$api_origin}/csp-report; proxy_ssl_server_name on;"

tls=
if [ -n "${FLOCKSYNC_TLS_CERT:-}" ] && [ -n "${FLOCKSYNC_TLS_KEY:-}" ]; then tls=1; fi
if [ -n "$tls" ]; then
  FLOCKSYNC_HTTP_SITE=redirect.inc
  if [ "$FLOCKSYNC_HTTPS_PORT" = 443 ]; then FLOCKSYNC_HTTPS_PORT_SUFFIX=; else FLOCKSYNC_HTTPS_PORT_SUFFIX=:$FLOCKSYNC_HTTPS_PORT; fi
else
  FLOCKSYNC_HTTP_SITE=site.inc
  FLOCKSYNC_HTTPS_PORT_SUFFIX=
fi

export FLOCKSYNC_CONNECT_SOURCE FLOCKSYNC_MEDIA_SOURCE FLOCKSYNC_API_PROXY FLOCKSYNC_REPORT_PROXY \
  FLOCKSYNC_ROOT FLOCKSYNC_SERVER_NAME FLOCKSYNC_HTTP_PORT FLOCKSYNC_HTTPS_PORT \
  FLOCKSYNC_HTTPS_PORT_SUFFIX FLOCKSYNC_INCLUDE_DIR FLOCKSYNC_HTTP_SITE \
  FLOCKSYNC_TLS_CERT="${FLOCKSYNC_TLS_CERT:-}" FLOCKSYNC_TLS_KEY="${FLOCKSYNC_TLS_KEY:-}"

# Only our own variables: nginx's ($uri, $host, ...) stay as they are.
vars='${FLOCKSYNC_CONNECT_SOURCE} ${FLOCKSYNC_MEDIA_SOURCE} ${FLOCKSYNC_API_PROXY} ${FLOCKSYNC_REPORT_PROXY} ${FLOCKSYNC_ROOT} ${FLOCKSYNC_SERVER_NAME} ${FLOCKSYNC_HTTP_PORT} ${FLOCKSYNC_HTTPS_PORT} ${FLOCKSYNC_HTTPS_PORT_SUFFIX} ${FLOCKSYNC_INCLUDE_DIR} ${FLOCKSYNC_HTTP_SITE} ${FLOCKSYNC_TLS_CERT} ${FLOCKSYNC_TLS_KEY}'
render() { envsubst "$vars" < "$templates/$1.template" > "$2"; }

mkdir -p "$FLOCKSYNC_INCLUDE_DIR"
render flocksync.conf "$FLOCKSYNC_CONF_DIR/flocksync.conf"
render site.inc "$FLOCKSYNC_INCLUDE_DIR/site.inc"
render redirect.inc "$FLOCKSYNC_INCLUDE_DIR/redirect.inc"
render security-headers.inc "$FLOCKSYNC_INCLUDE_DIR/security-headers.inc"
cp "$templates/documents.inc" "$FLOCKSYNC_INCLUDE_DIR/documents.inc"
if [ -n "$tls" ]; then
  render tls.conf "$FLOCKSYNC_CONF_DIR/flocksync-tls.conf"
  echo 'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;' \
    >> "$FLOCKSYNC_INCLUDE_DIR/security-headers.inc"
else
  rm -f "$FLOCKSYNC_CONF_DIR/flocksync-tls.conf"
fi

# The runtime configuration (apps/portal/src/lib/config.ts): the fields that are set.
json_string() { printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"; }
{
  printf '{"apiBaseUrl":%s' "$(json_string "$FLOCKSYNC_API_BASE_URL")"
  [ -n "${FLOCKSYNC_RECAPTCHA_SITE_KEY:-}" ] && printf ',"recaptchaSiteKey":%s' "$(json_string "$FLOCKSYNC_RECAPTCHA_SITE_KEY")"
  [ -n "${FLOCKSYNC_PRODUCT_SITE_URL:-}" ] && printf ',"productSiteUrl":%s' "$(json_string "$FLOCKSYNC_PRODUCT_SITE_URL")"
  [ -n "${FLOCKSYNC_WELCOME_VIDEO_URL:-}" ] && printf ',"welcomeVideoUrl":%s' "$(json_string "$FLOCKSYNC_WELCOME_VIDEO_URL")"
  [ -n "${FLOCKSYNC_ERROR_REPORT_URL:-}" ] && printf ',"errorReportUrl":%s' "$(json_string "$FLOCKSYNC_ERROR_REPORT_URL")"
  printf '}\n'
} > "$FLOCKSYNC_INCLUDE_DIR/config.json"

echo "flocksync: nginx configuration in $FLOCKSYNC_CONF_DIR (API ${FLOCKSYNC_API_BASE_URL}${upstream:+ via $upstream}${tls:+, HTTPS on $FLOCKSYNC_HTTPS_PORT})"
