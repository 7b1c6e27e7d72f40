// The Inside Airbnb listing files the comps table comes from (docs/DATA.md), and the data folder a script is given.

import { resolve } from 'node:path';

export const LISTING_FILES = [
  { region: 'Brisbane', file: 'insideairbnb_brisbane_2025-11-11_listings.csv.gz' },
  { region: 'Sunshine Coast', file: 'insideairbnb_sunshine-coast_2024-06-30_listings.csv.gz' },
] as const;

/** The folder holding LISTING_FILES, the script's first argument; the files are not in the repository (docs/DATA.md). */
export const dataFolderArgument = (usage: string): string => {
  const folder = process.argv[2];
  if (!folder) {
    console.error(`Usage: ${usage} -- <folder with the Inside Airbnb listing files of docs/DATA.md>`);
    process.exit(2);
  }
  return resolve(folder);
};
