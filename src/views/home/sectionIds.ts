/** Anchors of the home page sections that buttons elsewhere scroll to. */
export const productsSectionId = 'products';
