/**
 * Next's request stores are AsyncLocalStorage instances made when their modules load, from the
 * global Next's server installs; outside a Next server it must be there first (import this before
 * any next/dist/server module).
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const scope = globalThis as { AsyncLocalStorage?: typeof AsyncLocalStorage }
scope.AsyncLocalStorage ??= AsyncLocalStorage
