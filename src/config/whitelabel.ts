import type { WhitelabelModId, WhitelabelNode } from './schema'

/** A feature is on when its node and every ancestor are enabled; a modId absent from the tree is off. */
export function isFeatureEnabled(tree: readonly WhitelabelNode[], modId: WhitelabelModId): boolean {
  const search = (nodes: readonly WhitelabelNode[] | undefined): boolean | undefined => {
    for (const node of nodes ?? []) {
      if (node.modId === modId) return node.enabled
      const below = search(node.childrenNodes as WhitelabelNode[] | undefined)
      if (below !== undefined) return node.enabled && below
    }
    return undefined
  }
  return search(tree) ?? false
}

/** Every modId mapped to whether it is effectively on. */
export function effectiveFeatures(tree: readonly WhitelabelNode[]): Partial<Record<WhitelabelModId, boolean>> {
  const out: Partial<Record<WhitelabelModId, boolean>> = {}
  const walk = (nodes: readonly WhitelabelNode[] | undefined, parentOn: boolean) => {
    for (const node of nodes ?? []) {
      const on = parentOn && node.enabled
      out[node.modId] = on
      walk(node.childrenNodes as WhitelabelNode[] | undefined, on)
    }
  }
  walk(tree, true)
  return out
}
