import type { Config } from '@react-router/dev/config';
import { buildServer } from './scripts/build-server.ts';

export default {
  appDirectory: 'app',
  // BUILD_DIR lets several builds live side by side (parallel test runs); the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  // The shop's own server is compiled into the same build (BUILD_DIR/shop/main.js), so `node` runs it as JavaScript.
  buildEnd: ({ reactRouterConfig }) => buildServer(reactRouterConfig.buildDirectory),
} satisfies Config;
