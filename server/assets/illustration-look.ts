/** What a product's illustration shows: its packaging, colours and main ingredient. */
export type PackKind = 'jar' | 'bottle' | 'dropper' | 'pouch' | 'box' | 'soap' | 'capsules' | 'tube' | 'bundle' | 'bowl';
export type IngredientKind = 'leaf' | 'seed' | 'flower' | 'root' | 'nut' | 'fruit' | 'stick' | 'drop';

export interface IllustrationLook {
  pack: PackKind;
  /** Main colour of the packaging or product, `#rrggbb`. */
  color: string;
  /** Lid, cap or label colour, `#rrggbb`. */
  accent: string;
  ingredient: IngredientKind;
  ingredientColor: string;
}

/** Sizes of the rendered files (square). */
export const productImageSize = { main: 640, small: 240 } as const;
export const serviceImageSize = { width: 800, height: 500 } as const;

export const productImageUrl = (slug: string, position: number, variant: 'main' | 'small'): string =>
  `/uploads/products/${slug}-${position}${variant === 'small' ? '-small' : ''}.webp`;

export const serviceImageUrl = (slug: string): string => `/uploads/services/${slug}.webp`;
