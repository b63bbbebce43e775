import { readFileSync } from "node:fs";
import path from "node:path";

/** The part of data/site.json that the build itself needs before GraphQL exists. */
export interface SiteSettings {
  name: string;
  description: string;
  siteUrl: string;
  timezone: string;
  address: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    country: string;
  };
}

export const DATA_DIR = path.resolve(__dirname, "../../data");

export function readSiteSettings(dataDir: string = DATA_DIR): SiteSettings {
  return JSON.parse(readFileSync(path.join(dataDir, "site.json"), "utf8")) as SiteSettings;
}
