import { onBeforeUnmount, readonly, ref, type Ref } from 'vue'

/** A screen of the site and its parameters, from the address's hash (`#/play/uno?seed=7`). */
export interface Route {
  /** The path without the leading `#/` (`''`, `play/uno`, `join`, `watch`, `replays`). */
  readonly path: string
  readonly query: URLSearchParams
}

/** The route of a hash. */
export function parseHash(hash: string): Route {
  const body = hash.replace(/^#\/?/, '')
  const at = body.indexOf('?')
  return at === -1 ? { path: body, query: new URLSearchParams() } : { path: body.slice(0, at), query: new URLSearchParams(body.slice(at + 1)) }
}

/** The hash of a path and query (`#/play/uno?seed=7`). */
export function hashOf(path: string, query?: URLSearchParams | string): string {
  const q = query === undefined ? '' : String(query)
  return `#/${path}${q === '' ? '' : `?${q}`}`
}

/** The current route, following `hashchange` while the calling component is mounted. */
export function useRoute(): Readonly<Ref<Route>> {
  const route = ref<Route>(parseHash(location.hash))
  const onChange = (): void => {
    route.value = parseHash(location.hash)
  }
  window.addEventListener('hashchange', onChange)
  onBeforeUnmount(() => window.removeEventListener('hashchange', onChange))
  return readonly(route) as Readonly<Ref<Route>>
}
