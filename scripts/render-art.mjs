// Renders the site's illustrations from their SVG source to PNG.
//
// The SVGs in art/ are the editable source of every illustration. The site
// itself uses the rendered PNGs in data/images/, which are committed so that
// a volunteer can swap any illustration for a photo by replacing one file,
// without touching the SVGs or running this script. Run it again (npm run art)
// after editing an SVG; it overwrites its outputs, so it is safe to repeat.

import { copyFile, mkdir, readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const artDir = path.join(root, "art");
const imagesDir = path.join(root, "data", "images");
const logoFile = path.join(artDir, "logo-mark.svg");
const iconFile = path.join(root, "static", "icon.png");

const WIDTH = 1600;
const HEIGHT = 1200;
const ICON_SIZE = 512;
const PNG_OPTIONS = { compressionLevel: 9, palette: false };

async function render(svgFile, outFile, { width, height, density, opaque }) {
  const svg = await readFile(svgFile);
  await mkdir(path.dirname(outFile), { recursive: true });
  let image = sharp(svg, { density }).resize(width, height, { fit: "fill" });
  // Illustrations fill their whole canvas, so drop the unused alpha channel.
  if (opaque) image = image.flatten({ background: "#faf7f2" });
  await image.png(PNG_OPTIONS).toFile(outFile);
  const { size: bytes } = await stat(outFile);
  console.log(`${path.relative(root, outFile)}  ${bytes} bytes`);
}

const svgs = (await readdir(artDir, { recursive: true })).filter((file) => file.endsWith(".svg")).map((file) => path.join(artDir, file));
const illustrations = svgs.sort().filter((file) => file !== logoFile);

for (const svgFile of illustrations) {
  const relative = path.relative(artDir, svgFile).replace(/\.svg$/, ".png");
  // The illustrations are drawn on a 1600x1200 canvas, so 72 dpi is 1:1.
  await render(svgFile, path.join(imagesDir, relative), {
    width: WIDTH,
    height: HEIGHT,
    density: 72,
    opaque: true,
  });
}

// The logo mark is drawn on a 64x64 canvas: raise the density so it is
// rasterized at 512 px rather than scaled up from a small bitmap. It keeps its
// transparent background.
await render(logoFile, iconFile, {
  width: ICON_SIZE,
  height: ICON_SIZE,
  density: 72 * (ICON_SIZE / 64),
  opaque: false,
});

// Browser tab icon: the mark itself, as SVG (every current desktop and Android browser); iOS asks for a PNG touch
// icon, which it shows on an opaque square.
await copyFile(logoFile, path.join(root, "static", "favicon.svg"));
console.log("static/favicon.svg  copied from art/logo-mark.svg");
await render(logoFile, path.join(root, "static", "apple-touch-icon.png"), {
  width: 180,
  height: 180,
  density: 72 * (180 / 64),
  opaque: true,
});
