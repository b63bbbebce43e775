import type { IGatsbyImageData } from "gatsby-plugin-image";

interface ImageFile {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
}

/**
 * The processed image of a file named in data/. Gatsby types every file as possibly not an image, so this
 * says plainly which one is not, instead of rendering an empty frame.
 */
export function imageOf(file: ImageFile, whereUsed: string): IGatsbyImageData {
  if (!file.childImageSharp) {
    throw new Error(`The image for ${whereUsed} is not a picture that can be processed (use a .jpg, .png or .webp file).`);
  }
  return file.childImageSharp.gatsbyImageData;
}
