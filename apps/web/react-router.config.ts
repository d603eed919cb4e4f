// React Router framework mode (ADR 0022): every page rendered by the server (SSR on), the app's
// modules under src/. `react-router build` writes build/client (served as static files by the API)
// and build/server/index.js (the request handler the API's catch-all calls).
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
