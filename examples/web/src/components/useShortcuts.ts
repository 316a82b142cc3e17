import { onBeforeUnmount, onMounted } from 'vue'

/**
 * Single-key shortcuts while the component is mounted (`{ d: draw, p: pass }`), ignored while typing in a
 * field or with a modifier held.
 */
export function useShortcuts(keys: () => Readonly<Record<string, () => void>>): void {
  const onKey = (event: KeyboardEvent): void => {
    if (event.ctrlKey || event.metaKey || event.altKey) return
    const target = event.target as HTMLElement | null
    if (target !== null && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')) return
    const run = keys()[event.key.toLowerCase()]
    if (run === undefined) return
    event.preventDefault()
    run()
  }
  onMounted(() => window.addEventListener('keydown', onKey))
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey))
}
