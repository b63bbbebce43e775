import { graphql } from "gatsby";

/**
 * What a page reads of its translation (any file's: data/translations/<folder>/pages/about.json and the rest): the
 * texts to lay over the English. Its record (who checked it, and when) is read by the build for the page's note.
 */
export const pageTranslation = graphql`
  fragment PageTranslation on Translation {
    texts
  }
`;
