import type { Locator, Page } from '@playwright/test';

// Reading a Leaflet map as a person sees it: a price pin is one home, a cluster's badge says
// how many it holds. Markers in view are those Tab reaches (tabindex 0).

/** The homes the map draws, in view or not: one per pin, and each cluster's count. */
export function homesDrawn(map: Locator): Promise<number> {
  return map.evaluate((element) => {
    const pins = element.querySelectorAll('.habita-pin').length;
    const clustered = [...element.querySelectorAll('.habita-cluster__badge')].reduce((sum, badge) => sum + Number(badge.textContent), 0);
    return pins + clustered;
  });
}

/** The homes whose marker's point lies inside the map's frame. */
export function homesInFrame(map: Locator): Promise<number> {
  return map.evaluate((element) => {
    const frame = element.getBoundingClientRect();
    const inside = (marker: Element, pointAtBottom: boolean) => {
      const box = marker.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = pointAtBottom ? box.bottom : box.top + box.height / 2;
      return x >= frame.left && x <= frame.right && y >= frame.top && y <= frame.bottom;
    };
    const pins = [...element.querySelectorAll('.habita-pin')].filter((pin) => inside(pin, true)).length;
    const clustered = [...element.querySelectorAll('.habita-cluster')]
      .filter((cluster) => inside(cluster, false))
      .reduce((sum, cluster) => sum + Number(cluster.textContent), 0);
    return pins + clustered;
  });
}

/** Chooses clusters in view until a pin stands on its own in view; answers the pins in view. */
export async function zoomUntilPins(page: Page, map: Locator): Promise<Locator> {
  const pins = map.locator('.habita-pin[tabindex="0"]');
  for (let tries = 0; tries < 8 && (await pins.count()) === 0; tries++) {
    await map.locator('.habita-cluster[tabindex="0"]').first().click();
    await page.waitForTimeout(400); // the zoom animation
  }
  return pins;
}
