// The nginx in front of the cluster's instances, as its config file in the run folder: everything
// it writes (pid, logs, temp files) stays in that folder, so it needs no system paths and no root.

/** Addresses that may save with GET (the original protocol's `<module>/wap/<controller>/save`): never resent. */
const WRITES_BY_GET = '^/[^/]+/wap/[^/]+/save$';

/**
 * `fronts`: the addresses nginx answers on (loopback), each in front of some instances' ports. An instance that
 * fails a request is left out for 5 s (passive health check: open-source nginx has no active one).
 * A request nginx could not hand over (connection refused: the instance is down) goes to the next
 * instance whatever its method, since no instance saw it. Once sent, nginx resends only GET and HEAD
 * (never POST by its own rule) and the GET saves are excluded, so an acknowledged or half-done write
 * is never made twice.
 */
export function nginxConfig({ runDir, fronts }) {
  const runAsRoot = process.getuid?.() === 0 ? 'user root;' : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${runDir}/${kind}-temp;`).join('\n');
  return `# Written by npm run cluster; rewritten on every start.
${runAsRoot}
daemon off;
worker_processes auto;
pid ${runDir}/nginx.pid;
error_log ${runDir}/nginx-error.log warn;
events { worker_connections 4096; }

http {
  access_log off;
${temp}
  # The largest upload (UPLOAD_LIMIT, 10 MB) and its multipart envelope.
  client_max_body_size 11m;
${fronts.map(front).join('')}}
`;
}

/** One address of nginx (`listen`) in front of the instances on `ports`, as the upstream `name`. */
function front({ name, listen, ports }) {
  const servers = ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
  return `
  upstream ${name} {
${servers}
    keepalive 64;
  }

  server {
    listen 127.0.0.1:${listen};
    server_name _;

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    # The site is chosen by Host: south.localhost:<port> must reach the server as the browser sent it.
    proxy_set_header Host $http_host;
    # nginx is the edge, so the client is whoever connected to it (TRUST_PROXY=127.0.0.1 believes this).
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $http_host;
    proxy_connect_timeout 1s;
    proxy_next_upstream error timeout http_502 http_503 http_504;
    proxy_next_upstream_tries 3;
    proxy_next_upstream_timeout 10s;

    # When no instance answers, clients get the envelope they read, in Chinese, not nginx's HTML page.
    error_page 502 503 504 = @unavailable;
    location @unavailable {
      default_type application/json;
      return 503 '{"e":10500,"m":"服务暂不可用，请稍后再试","d":{}}';
    }

    location / {
      proxy_pass http://${name};
    }
    location ~ ${WRITES_BY_GET} {
      error_page 418 = @write-by-get;
      error_page 502 503 504 = @unavailable;
      recursive_error_pages on;
      if ($request_method = GET) { return 418; }
      proxy_pass http://${name};
    }
    location @write-by-get {
      proxy_next_upstream off;
      proxy_pass http://${name};
    }
  }
`;
}
