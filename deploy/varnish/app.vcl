# Varnish in front of the app instances (issue 50; README › Deployment). `npm run stack` and the
# through-Varnish test (scripts/cacheFront.ts) run it with a generated `backends.vcl` beside it:
#   backend app1 { .host = "127.0.0.1"; .port = "3001"; .probe = app_health; } …
#   sub vcl_init { new apps = directors.round_robin(); apps.add_backend(app1); … }
# The app decides what is cached (Cache-Control with s-maxage on cacheable pages) and tags each
# cacheable page with its cache tags in Surrogate-Key (site/http/sharedCache.mjs); vmod xkey
# indexes them and the app's purge jobs remove every page of a changed tag (site/cache/purge).
vcl 4.1;

import std;
import directors;
import xkey;

# Is the instance answering? A cheap route of the default site.
probe app_health {
  .request = "GET /robots.txt HTTP/1.1" "Host: localhost" "Connection: close" "User-Agent: varnish-probe";
  .interval = 2s;
  .timeout = 2s;
  .window = 3;
  .threshold = 2;
}

include "backends.vcl";

# Who may purge: the app instances (here on loopback; in a deployment, their network).
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (req.http.xkey-purge) {
      set req.http.n-gone = xkey.purge(req.http.xkey-purge);
      return (synth(200, "Purged " + req.http.n-gone));
    }
    # Stale at once but kept for grace: served while the app answers again (or is down).
    if (req.http.xkey-softpurge) {
      set req.http.n-gone = xkey.softpurge(req.http.xkey-softpurge);
      return (synth(200, "Soft-purged " + req.http.n-gone));
    }
    return (synth(400, "An xkey-purge or xkey-softpurge header names the keys"));
  }
  set req.backend_hint = apps.backend();
  # The app believes X-Forwarded-Host only from the one proxy in front (TRUSTED_PROXY_HOPS=1):
  # the host the visitor asked for, never one the visitor sent. X-Forwarded-For gets the client's
  # address appended by Varnish itself.
  set req.http.X-Forwarded-Host = req.http.host;
  unset req.http.X-Real-IP;
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # The admin, the APIs, signed-in callers and a page previewed in draft mode are never shared.
  if (req.url ~ "^/(admin|api)(/|\?|$)" || req.http.Authorization || req.http.Cookie ~ "(^|;\s*)__prerender_bypass=") {
    return (pass);
  }
  # Otherwise the app's Cache-Control decides, whatever cookies a shopper's browser sends: pages
  # that read a cookie (gated pages, searches with a query) are sent private by the app.
  return (hash);
}

sub vcl_hash {
  # A browser's navigation gets the page with its script loader (site/http/scriptsAfterPaint.mjs);
  # other clients get Next's answer as it is: two copies.
  if (req.http.Accept ~ "text/html") {
    hash_data("html");
  }
}

sub vcl_backend_response {
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
  # RFC 5861: a page may be served stale while it is fetched again (stale-while-revalidate) or while
  # the app fails (stale-if-error). Varnish has one grace for both: the longer of the two.
  if (beresp.http.Cache-Control ~ "stale-while-revalidate=[0-9]+" && std.duration(regsub(beresp.http.Cache-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1s"), 0s) > beresp.grace) {
    set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1s"), 0s);
  }
  if (beresp.http.Cache-Control ~ "stale-if-error=[0-9]+" && std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1s"), 0s) > beresp.grace) {
    set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1s"), 0s);
  }
  # A refresh in the background that fails keeps the copy the cache has.
  if (beresp.status >= 500 && bereq.is_bgfetch) {
    return (abandon);
  }
}

sub vcl_deliver {
  # The keys are for this cache only, never for the browser.
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Cache-Tag;
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
