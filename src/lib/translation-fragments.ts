import { graphql } from "gatsby";

/**
 * What a page reads of its translation (any file's: data/translations/<folder>/pages/about.json and the rest):
 * the texts to lay over the English, and its record, for the page's note.
 */
export const pageTranslation = graphql`
  fragment PageTranslation on Translation {
    texts
    checkedText
    translation {
      reviewedBy
    }
  }
`;
