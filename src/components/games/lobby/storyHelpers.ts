/** Story helpers for the game lobby (stories only). */
import { expect, waitFor } from 'storybook/test'

/** Whether `element` shows on screen: inside the viewport and inside every box around it that clips (a scrolling row). */
function onScreen(element: Element): boolean {
  const rect = element.getBoundingClientRect()
  const inside = (box: { left: number; top: number; right: number; bottom: number }) =>
    rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom
  if (!inside({ left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight })) return false
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const style = getComputedStyle(parent)
    if ((style.overflowX !== 'visible' || style.overflowY !== 'visible') && !inside(parent.getBoundingClientRect())) return false
  }
  return true
}

/**
 * Waits until every game picture on screen in `root` has loaded (those scrolled out of a row wait for their turn,
 * as they should), so a screenshot shows the pictures.
 */
export async function picturesLoaded(root: HTMLElement): Promise<void> {
  await waitFor(() => expect([...root.querySelectorAll('[aria-busy="true"]')].filter(onScreen)).toHaveLength(0), { timeout: 5000 })
  await waitFor(() => {
    for (const image of root.querySelectorAll('img')) expect(image.complete && image.naturalWidth > 0).toBe(true)
  })
}
