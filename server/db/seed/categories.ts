/** The 7 categories of spec §3, in the order the header dropdown shows them. Ids are stable. */
export const seedCategories = [
  { id: 1, slug: 'wellness', fr: 'Bien-être', en: 'Wellness' },
  { id: 2, slug: 'therapy', fr: 'Thérapie', en: 'Therapy' },
  { id: 3, slug: 'cosmetic', fr: 'Cosmétique', en: 'Cosmetics' },
  { id: 4, slug: 'aesthetic', fr: 'Esthétique', en: 'Aesthetics' },
  { id: 5, slug: 'dietary-supplements', fr: 'Compléments alimentaires', en: 'Dietary supplements' },
  { id: 6, slug: 'aphrodisiac', fr: 'Aphrodisiaque', en: 'Aphrodisiacs' },
  { id: 7, slug: 'others', fr: 'Autres', en: 'Others' },
] as const;

export type CategorySlug = (typeof seedCategories)[number]['slug'];

export const categoryIdOf = (slug: CategorySlug): number => {
  const category = seedCategories.find((candidate) => candidate.slug === slug);
  if (!category) throw new Error(`unknown category ${slug}`);
  return category.id;
};
