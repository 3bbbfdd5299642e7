#!/usr/bin/env node
// Registers tsx so the TypeScript sources run as they are (no build step), then runs the CLI.
import { register } from 'tsx/esm/api';

register();
const { run } = await import('../src/cli/export-cli.ts');
process.exitCode = await run(process.argv.slice(2));
