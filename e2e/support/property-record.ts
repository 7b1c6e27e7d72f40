import { expect, type Page } from '@playwright/test';
import type { TPropertyListItem, TPropertySearchResponse } from '@hearth/domain';
import { PNG } from 'pngjs';

/**
 * Properties the signed-in user may list, found as the list itself finds them (`GET v3/search`, with the session of
 * the page's browser): `params` are the list's own query (`filters[query]`, `filters[propertyStatuses]`, …).
 */
export const searchProperties = async (page: Page, params: Record<string, string> = {}) => {
  const found: TPropertyListItem[] = [];
  for (let number = 1; ; number += 1) {
    const query = new URLSearchParams({ 'page[size]': '100', ...params, 'page[number]': String(number) });
    const reply = await page.request.get(`/api/v3/search?${query.toString()}`);
    expect(reply.status(), `GET /api/v3/search?${query.toString()}`).toBe(200);
    const body = (await reply.json()) as TPropertySearchResponse;
    found.push(...body.data);
    if (number >= body.meta.totalPages || body.data.length === 0) return found;
  }
};

/** The first property of the search that `accept` takes, or a failure that says what was looked for. */
export const findProperty = async (
  page: Page,
  params: Record<string, string>,
  accept: (property: TPropertyListItem) => boolean | Promise<boolean> = () => true,
  wanted = 'a matching property',
): Promise<TPropertyListItem> => {
  for (const property of await searchProperties(page, params)) {
    if (await accept(property)) return property;
  }
  throw new Error(`The demo data has no ${wanted} (search ${JSON.stringify(params)})`);
};

export type Rgb = [number, number, number];

/** A PNG of one colour: a real image for an upload, whose thumbnail keeps the colour. */
export const solidPng = (rgb: Rgb, width = 600, height = 400): Buffer => {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([...rgb, 255], i);
  return PNG.sync.write(png);
};

/** The colour at the middle of a served PNG (a thumbnail the page shows), fetched with the page's session. */
export const middleColourOf = async (page: Page, src: string): Promise<Rgb> => {
  const reply = await page.request.get(src);
  expect(reply.status(), `GET ${src}`).toBe(200);
  expect(reply.headers()['content-type']).toBe('image/png');
  const png = PNG.sync.read(await reply.body());
  const i = (Math.floor(png.height / 2) * png.width + Math.floor(png.width / 2)) * 4;
  return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
};
