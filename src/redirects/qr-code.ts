import QRCode from "qrcode";
import type { ShopsFile } from "../shops/shops-schema";
import { fromPathOf } from "./rule";

// High error correction and a 4-module quiet zone survive print, folds and small scratches.
const PRINT = { errorCorrectionLevel: "H", margin: 4 } as const;
const PNG_WIDTH = 1200;

export function shortLinkUrl(slug: string, shops: ShopsFile, origin?: string): string {
  const host = origin ?? shops.shops.find((shop) => shop.id === "us")?.origin ?? shops.shops[0]?.origin;
  return new URL(fromPathOf(slug), host).toString();
}

export const qrSvg = (url: string): Promise<string> => QRCode.toString(url, { ...PRINT, type: "svg" });

export const qrPngDataUrl = (url: string): Promise<string> =>
  QRCode.toDataURL(url, { ...PRINT, type: "image/png", width: PNG_WIDTH });

export const writeQrPng = (file: string, url: string): Promise<void> =>
  QRCode.toFile(file, url, { ...PRINT, type: "png", width: PNG_WIDTH });
