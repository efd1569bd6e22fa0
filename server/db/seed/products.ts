/**
 * The seeded catalogue: products of a Dakar herbal shop, in French and English. Ids and slugs are
 * stable so re-seeding updates rather than duplicates, and links such as /details/1 stay valid.
 * Wording stays with traditional uses; it makes no medical claims.
 */
import type { IllustrationLook } from '../../assets/illustration-look';
import type { CategorySlug } from './categories';

interface ProductText {
  name: string;
  description: string;
  properties: string[];
}

export interface SeedProduct {
  id: number;
  slug: string;
  category: CategorySlug;
  /** XOF. */
  price: number;
  availability: boolean;
  /** How many illustrations the gallery shows (1–3). */
  images: 1 | 2 | 3;
  look: IllustrationLook;
  fr: ProductText;
  en: ProductText;
}

const look = (
  pack: IllustrationLook['pack'],
  color: string,
  accent: string,
  ingredient: IllustrationLook['ingredient'],
  ingredientColor: string,
): IllustrationLook => ({ pack, color, accent, ingredient, ingredientColor });

export const seedProducts: SeedProduct[] = [
  // ── Bien-être / Wellness ──
  {
    id: 1,
    slug: 'moringa-leaf-powder',
    category: 'wellness',
    price: 4500,
    availability: true,
    images: 3,
    look: look('pouch', '#5b8c3a', '#e9d8a6', 'leaf', '#4f7d2f'),
    fr: {
      name: 'Poudre de feuilles de moringa',
      description:
        'Feuilles de moringa cueillies à Thiès, séchées à l’ombre puis finement moulues. Une cuillère dans un jus, une sauce ou un yaourt pour profiter de ses minéraux au quotidien.',
      properties: ['Riche en fer et en calcium', 'Séchage à basse température', 'Sans additif', 'Sachet refermable de 200 g'],
    },
    en: {
      name: 'Moringa leaf powder',
      description:
        'Moringa leaves picked near Thiès, shade-dried and finely milled. Stir a spoonful into juice, sauce or yoghurt for an everyday boost of minerals.',
      properties: ['Rich in iron and calcium', 'Dried at low temperature', 'No additives', 'Resealable 200 g pouch'],
    },
  },
  {
    id: 2,
    slug: 'kinkeliba-tea',
    category: 'wellness',
    price: 2500,
    availability: true,
    images: 2,
    look: look('box', '#8a5a2b', '#f2cc8f', 'leaf', '#6b8f3a'),
    fr: {
      name: 'Thé de kinkéliba',
      description:
        'Le kinkéliba, infusion du petit-déjeuner sénégalais, réputé pour accompagner la digestion. Feuilles entières récoltées en Casamance.',
      properties: ['Feuilles entières', 'Traditionnellement bu le matin', 'Sans théine', '40 infusions'],
    },
    en: {
      name: 'Kinkeliba tea',
      description:
        'Kinkeliba, the Senegalese breakfast infusion, traditionally taken to support digestion. Whole leaves harvested in Casamance.',
      properties: ['Whole leaves', 'Traditionally drunk in the morning', 'Caffeine-free', '40 cups'],
    },
  },
  {
    id: 3,
    slug: 'bissap-hibiscus-flowers',
    category: 'wellness',
    price: 2000,
    availability: true,
    images: 3,
    look: look('pouch', '#a4161a', '#f4d35e', 'flower', '#b5179e'),
    fr: {
      name: 'Fleurs de bissap séchées',
      description: 'Calices d’hibiscus rouge pour préparer le bissap, chaud ou glacé, avec un peu de menthe et de sucre de canne.',
      properties: ['Calices entiers triés à la main', 'Riche en antioxydants', 'Goût acidulé', 'Sachet de 250 g'],
    },
    en: {
      name: 'Dried bissap (hibiscus) flowers',
      description: 'Red hibiscus calyces for bissap, served hot or iced with a little mint and cane sugar.',
      properties: ['Whole hand-sorted calyces', 'Rich in antioxidants', 'Tangy taste', '250 g pouch'],
    },
  },
  {
    id: 4,
    slug: 'lemongrass-infusion',
    category: 'wellness',
    price: 2000,
    availability: true,
    images: 1,
    look: look('box', '#c9b037', '#386641', 'leaf', '#8ab17d'),
    fr: {
      name: 'Infusion de citronnelle',
      description: 'Tiges de citronnelle coupées et séchées, pour une infusion fraîche et apaisante en fin de journée.',
      properties: ['Parfum citronné', 'Sans théine', 'Idéale le soir', '30 infusions'],
    },
    en: {
      name: 'Lemongrass infusion',
      description: 'Cut and dried lemongrass stalks for a fresh, soothing cup at the end of the day.',
      properties: ['Lemony aroma', 'Caffeine-free', 'Ideal in the evening', '30 cups'],
    },
  },
  {
    id: 5,
    slug: 'casamance-mangrove-honey',
    category: 'wellness',
    price: 6000,
    availability: false,
    images: 2,
    look: look('jar', '#e09f3e', '#540b0e', 'flower', '#f6bd60'),
    fr: {
      name: 'Miel de mangrove de Casamance',
      description: 'Miel récolté par des apiculteurs de la mangrove casamançaise. Texture fluide, goût boisé et légèrement salé.',
      properties: ['Récolte artisanale', 'Non chauffé', 'Pot en verre de 500 g', 'Récolte limitée'],
    },
    en: {
      name: 'Casamance mangrove honey',
      description: 'Honey gathered by beekeepers in the Casamance mangroves. Runny texture with a woody, slightly salty taste.',
      properties: ['Small-batch harvest', 'Raw, never heated', '500 g glass jar', 'Limited harvest'],
    },
  },
  {
    id: 6,
    slug: 'soursop-leaf-infusion',
    category: 'wellness',
    price: 3000,
    availability: true,
    images: 2,
    look: look('box', '#2d6a4f', '#d8f3dc', 'leaf', '#40916c'),
    fr: {
      name: 'Infusion de feuilles de corossol',
      description: 'Feuilles de corossol séchées, infusion douce traditionnellement appréciée pour la détente et le sommeil.',
      properties: ['Feuilles séchées à l’ombre', 'Goût doux', 'Sans théine', '30 infusions'],
    },
    en: {
      name: 'Soursop leaf infusion',
      description: 'Dried soursop leaves for a mild infusion traditionally enjoyed to relax before sleep.',
      properties: ['Shade-dried leaves', 'Mild taste', 'Caffeine-free', '30 cups'],
    },
  },

  // ── Thérapie / Therapy ──
  {
    id: 7,
    slug: 'black-seed-oil',
    category: 'therapy',
    price: 7500,
    availability: true,
    images: 3,
    look: look('dropper', '#1b1b1e', '#d4a373', 'seed', '#222222'),
    fr: {
      name: 'Huile de nigelle',
      description:
        'Huile de graines de nigelle pressée à froid. Utilisée par voie orale en petite quantité ou en massage, selon la tradition.',
      properties: [
        'Première pression à froid',
        '100 % graines de nigelle',
        'Flacon compte-gouttes de 100 ml',
        'À conserver à l’abri de la lumière',
      ],
    },
    en: {
      name: 'Black seed oil',
      description: 'Cold-pressed nigella seed oil. Traditionally taken in small amounts or used for massage.',
      properties: ['First cold pressing', '100% nigella seeds', '100 ml dropper bottle', 'Keep away from light'],
    },
  },
  {
    id: 8,
    slug: 'dried-neem-leaves',
    category: 'therapy',
    price: 2500,
    availability: true,
    images: 2,
    look: look('pouch', '#606c38', '#fefae0', 'leaf', '#588157'),
    fr: {
      name: 'Feuilles de neem séchées',
      description: 'Feuilles de neem pour décoctions, bains de vapeur ou rinçages, selon les usages traditionnels.',
      properties: ['Feuilles entières', 'Séchées au soleil doux', 'Usage externe', 'Sachet de 100 g'],
    },
    en: {
      name: 'Dried neem leaves',
      description: 'Neem leaves for decoctions, steam baths or rinses, as in traditional practice.',
      properties: ['Whole leaves', 'Gently sun-dried', 'For external use', '100 g pouch'],
    },
  },
  {
    id: 9,
    slug: 'ginger-massage-oil',
    category: 'therapy',
    price: 5500,
    availability: true,
    images: 2,
    look: look('bottle', '#e9c46a', '#9c6644', 'root', '#d4a24c'),
    fr: {
      name: 'Huile de massage au gingembre',
      description: 'Huile chauffante au gingembre et à l’huile de sésame, pour masser les muscles fatigués.',
      properties: ['Effet chauffant', 'Base sésame', 'Usage externe', 'Flacon de 150 ml'],
    },
    en: {
      name: 'Ginger massage oil',
      description: 'A warming ginger and sesame oil for massaging tired muscles.',
      properties: ['Warming effect', 'Sesame base', 'For external use', '150 ml bottle'],
    },
  },
  {
    id: 10,
    slug: 'ginger-lemon-syrup',
    category: 'therapy',
    price: 3500,
    availability: true,
    images: 1,
    look: look('bottle', '#f4a261', '#2a9d8f', 'root', '#e9c46a'),
    fr: {
      name: 'Sirop gingembre et citron',
      description: 'Sirop de gingembre frais, citron vert et miel, à diluer dans de l’eau chaude quand la gorge gratte.',
      properties: ['Gingembre frais de Kaolack', 'Citron vert', 'Miel local', 'Bouteille de 330 ml'],
    },
    en: {
      name: 'Ginger and lemon syrup',
      description: 'Fresh ginger, lime and honey syrup to dilute in hot water when your throat feels scratchy.',
      properties: ['Fresh ginger from Kaolack', 'Lime', 'Local honey', '330 ml bottle'],
    },
  },
  {
    id: 11,
    slug: 'gum-arabic',
    category: 'therapy',
    price: 3000,
    availability: true,
    images: 2,
    look: look('jar', '#f1e3c3', '#bc6c25', 'nut', '#e6b566'),
    fr: {
      name: 'Gomme arabique',
      description: 'Larmes de gomme d’acacia du Sahel, à dissoudre dans l’eau selon la tradition.',
      properties: ['Acacia senegal', 'Larmes naturelles', 'Riche en fibres solubles', 'Pot de 150 g'],
    },
    en: {
      name: 'Gum arabic',
      description: 'Acacia gum tears from the Sahel, traditionally dissolved in water.',
      properties: ['Acacia senegal', 'Natural tears', 'Rich in soluble fibre', '150 g jar'],
    },
  },
  {
    id: 12,
    slug: 'eucalyptus-essential-oil',
    category: 'therapy',
    price: 6500,
    availability: true,
    images: 1,
    look: look('dropper', '#2a9d8f', '#264653', 'leaf', '#84a98c'),
    fr: {
      name: 'Huile essentielle d’eucalyptus',
      description: 'Huile essentielle d’eucalyptus pour inhalation ou diffusion. Ne pas avaler ; tenir hors de portée des enfants.',
      properties: ['100 % pure', 'Inhalation et diffusion', 'Flacon de 10 ml', 'Déconseillée aux femmes enceintes'],
    },
    en: {
      name: 'Eucalyptus essential oil',
      description: 'Eucalyptus essential oil for inhalation or diffusion. Do not swallow; keep out of reach of children.',
      properties: ['100% pure', 'For inhalation and diffusers', '10 ml bottle', 'Not recommended during pregnancy'],
    },
  },

  // ── Cosmétique / Cosmetics ──
  {
    id: 13,
    slug: 'raw-shea-butter',
    category: 'cosmetic',
    price: 4000,
    availability: true,
    images: 3,
    look: look('jar', '#f3e9d2', '#a26769', 'nut', '#c9a66b'),
    fr: {
      name: 'Beurre de karité brut',
      description: 'Beurre de karité non raffiné, fabriqué par une coopérative de femmes. Nourrit la peau et les cheveux secs.',
      properties: ['Non raffiné', 'Coopérative de femmes', 'Peau et cheveux', 'Pot de 250 g'],
    },
    en: {
      name: 'Raw shea butter',
      description: 'Unrefined shea butter made by a women’s cooperative. Nourishes dry skin and hair.',
      properties: ['Unrefined', 'Women’s cooperative', 'Skin and hair', '250 g jar'],
    },
  },
  {
    id: 14,
    slug: 'shea-black-soap',
    category: 'cosmetic',
    price: 2500,
    availability: true,
    images: 2,
    look: look('soap', '#3d2b1f', '#dda15e', 'nut', '#c9a66b'),
    fr: {
      name: 'Savon noir au karité',
      description: 'Savon noir traditionnel aux cendres de cabosses et au beurre de karité, pour le visage et le corps.',
      properties: ['Saponifié à froid', 'Sans parfum ajouté', 'Visage et corps', 'Pain de 150 g'],
    },
    en: {
      name: 'Black soap with shea butter',
      description: 'Traditional black soap made with plant ash and shea butter, for face and body.',
      properties: ['Cold-process soap', 'No added fragrance', 'Face and body', '150 g bar'],
    },
  },
  {
    id: 15,
    slug: 'baobab-seed-oil',
    category: 'cosmetic',
    price: 8500,
    availability: true,
    images: 3,
    look: look('dropper', '#bc6c25', '#fefae0', 'fruit', '#a3b18a'),
    fr: {
      name: 'Huile de baobab',
      description: 'Huile vierge de graines de baobab, légère et vite absorbée. Pour la peau, les ongles et les pointes des cheveux.',
      properties: ['Vierge, pressée à froid', 'Texture sèche', 'Riche en oméga 6 et 9', 'Flacon de 50 ml'],
    },
    en: {
      name: 'Baobab seed oil',
      description: 'Virgin baobab seed oil, light and quickly absorbed. For skin, nails and hair ends.',
      properties: ['Virgin, cold-pressed', 'Dry-touch texture', 'Rich in omega 6 and 9', '50 ml bottle'],
    },
  },
  {
    id: 16,
    slug: 'castor-oil',
    category: 'cosmetic',
    price: 3500,
    availability: true,
    images: 1,
    look: look('bottle', '#dda15e', '#283618', 'seed', '#6c584c'),
    fr: {
      name: 'Huile de ricin',
      description: 'Huile de ricin pressée à froid, appliquée sur les cils, les sourcils et les cheveux.',
      properties: ['Pressée à froid', 'Cils, sourcils, cheveux', 'Usage externe', 'Flacon de 100 ml'],
    },
    en: {
      name: 'Castor oil',
      description: 'Cold-pressed castor oil for lashes, brows and hair.',
      properties: ['Cold-pressed', 'Lashes, brows, hair', 'For external use', '100 ml bottle'],
    },
  },
  {
    id: 17,
    slug: 'neem-soap',
    category: 'cosmetic',
    price: 2000,
    availability: true,
    images: 2,
    look: look('soap', '#6a994e', '#f2e8cf', 'leaf', '#386641'),
    fr: {
      name: 'Savon au neem',
      description: 'Savon doux à l’huile et aux feuilles de neem, pour les peaux mixtes à grasses.',
      properties: ['Huile de neem', 'Peaux mixtes à grasses', 'Sans huile de palme', 'Pain de 120 g'],
    },
    en: {
      name: 'Neem soap',
      description: 'A gentle soap with neem oil and leaves, for combination to oily skin.',
      properties: ['Neem oil', 'Combination to oily skin', 'Palm-oil free', '120 g bar'],
    },
  },
  {
    id: 18,
    slug: 'shea-vanilla-body-lotion',
    category: 'cosmetic',
    price: 6000,
    availability: true,
    images: 2,
    look: look('tube', '#fefae0', '#b08968', 'flower', '#f4acb7'),
    fr: {
      name: 'Lait corporel karité et vanille',
      description: 'Lait hydratant au karité et à la vanille de Madagascar, qui pénètre vite sans coller.',
      properties: ['Karité 15 %', 'Vanille naturelle', 'Non gras', 'Tube de 200 ml'],
    },
    en: {
      name: 'Shea and vanilla body lotion',
      description: 'A moisturising lotion with shea and Madagascar vanilla that sinks in quickly without stickiness.',
      properties: ['15% shea', 'Natural vanilla', 'Non-greasy', '200 ml tube'],
    },
  },

  // ── Esthétique / Aesthetics ──
  {
    id: 19,
    slug: 'green-clay-mask',
    category: 'aesthetic',
    price: 3000,
    availability: true,
    images: 2,
    look: look('bowl', '#95b46a', '#5c4033', 'leaf', '#6a994e'),
    fr: {
      name: 'Masque à l’argile verte',
      description: 'Argile verte surfine à mélanger avec de l’eau ou de l’eau de rose, pour un masque purifiant hebdomadaire.',
      properties: ['Argile surfine', 'Purifie et matifie', 'Une fois par semaine', 'Sachet de 200 g'],
    },
    en: {
      name: 'Green clay mask',
      description: 'Superfine green clay to mix with water or rose water for a weekly purifying mask.',
      properties: ['Superfine clay', 'Purifies and mattifies', 'Once a week', '200 g pouch'],
    },
  },
  {
    id: 20,
    slug: 'natural-henna',
    category: 'aesthetic',
    price: 2500,
    availability: true,
    images: 3,
    look: look('pouch', '#7f5539', '#ede0d4', 'leaf', '#606c38'),
    fr: {
      name: 'Henné naturel',
      description: 'Poudre de feuilles de henné, sans ajout chimique, pour les cheveux et les motifs sur la peau.',
      properties: ['100 % feuilles de henné', 'Sans PPD', 'Cheveux et peau', 'Sachet de 100 g'],
    },
    en: {
      name: 'Natural henna',
      description: 'Henna leaf powder with no chemical additives, for hair and skin designs.',
      properties: ['100% henna leaves', 'PPD-free', 'Hair and skin', '100 g pouch'],
    },
  },
  {
    id: 21,
    slug: 'baobab-honey-face-mask',
    category: 'aesthetic',
    price: 5500,
    availability: true,
    images: 2,
    look: look('jar', '#ddb892', '#7f5539', 'fruit', '#b7b7a4'),
    fr: {
      name: 'Masque visage baobab et miel',
      description: 'Masque crémeux à la pulpe de baobab et au miel, pour un teint lumineux.',
      properties: ['Pulpe de baobab', 'Miel local', 'Éclat du teint', 'Pot de 100 ml'],
    },
    en: {
      name: 'Baobab and honey face mask',
      description: 'A creamy mask with baobab pulp and honey for a radiant complexion.',
      properties: ['Baobab pulp', 'Local honey', 'Brightens the complexion', '100 ml jar'],
    },
  },
  {
    id: 22,
    slug: 'chebe-hair-oil',
    category: 'aesthetic',
    price: 7000,
    availability: false,
    images: 2,
    look: look('bottle', '#9c6644', '#e6ccb2', 'seed', '#7f5539'),
    fr: {
      name: 'Huile capillaire au chébé',
      description: 'Macérât de poudre de chébé dans l’huile de karité et de ricin, pour des longueurs souples.',
      properties: ['Poudre de chébé du Tchad', 'Karité et ricin', 'Longueurs et pointes', 'Flacon de 100 ml'],
    },
    en: {
      name: 'Chebe hair oil',
      description: 'Chebe powder macerated in shea and castor oils for supple lengths.',
      properties: ['Chebe powder from Chad', 'Shea and castor', 'Lengths and ends', '100 ml bottle'],
    },
  },
  {
    id: 23,
    slug: 'rose-water-toner',
    category: 'aesthetic',
    price: 4000,
    availability: true,
    images: 1,
    look: look('bottle', '#ffafcc', '#6d597a', 'flower', '#ff8fab'),
    fr: {
      name: 'Eau de rose tonique',
      description: 'Hydrolat de rose pour tonifier et rafraîchir la peau matin et soir.',
      properties: ['Hydrolat pur', 'Sans alcool', 'Tous types de peau', 'Vaporisateur de 200 ml'],
    },
    en: {
      name: 'Rose water toner',
      description: 'Rose hydrosol to tone and refresh the skin morning and night.',
      properties: ['Pure hydrosol', 'Alcohol-free', 'All skin types', '200 ml spray'],
    },
  },
  {
    id: 24,
    slug: 'coffee-sugar-scrub',
    category: 'aesthetic',
    price: 4500,
    availability: true,
    images: 2,
    look: look('jar', '#6f4e37', '#f5ebe0', 'seed', '#4a2c2a'),
    fr: {
      name: 'Gommage café et sucre',
      description: 'Gommage corporel au café Touba moulu, au sucre de canne et à l’huile de coco.',
      properties: ['Café Touba', 'Sucre de canne', 'Huile de coco', 'Pot de 250 g'],
    },
    en: {
      name: 'Coffee and sugar scrub',
      description: 'A body scrub with ground Touba coffee, cane sugar and coconut oil.',
      properties: ['Touba coffee', 'Cane sugar', 'Coconut oil', '250 g jar'],
    },
  },

  // ── Compléments alimentaires / Dietary supplements ──
  {
    id: 25,
    slug: 'baobab-fruit-powder',
    category: 'dietary-supplements',
    price: 3500,
    availability: true,
    images: 3,
    look: look('pouch', '#e5d3b3', '#6b705c', 'fruit', '#a5a58d'),
    fr: {
      name: 'Poudre de baobab (pain de singe)',
      description: 'Pulpe du fruit du baobab, séchée naturellement dans la coque. À mélanger au lait, à l’eau ou au bouye.',
      properties: ['Riche en vitamine C', 'Source de fibres', 'Séchage naturel', 'Sachet de 250 g'],
    },
    en: {
      name: 'Baobab fruit powder (monkey bread)',
      description: 'The pulp of the baobab fruit, naturally dried in its shell. Mix into milk, water or bouye drink.',
      properties: ['Rich in vitamin C', 'Source of fibre', 'Naturally dried', '250 g pouch'],
    },
  },
  {
    id: 26,
    slug: 'moringa-capsules',
    category: 'dietary-supplements',
    price: 9000,
    availability: true,
    images: 2,
    look: look('capsules', '#588157', '#dad7cd', 'leaf', '#3a5a40'),
    fr: {
      name: 'Gélules de moringa',
      description: 'Gélules végétales de poudre de feuilles de moringa, pratiques à emporter. Deux gélules par jour.',
      properties: ['Gélules végétales', '500 mg par gélule', '60 gélules', 'Cure d’un mois'],
    },
    en: {
      name: 'Moringa capsules',
      description: 'Plant-based capsules of moringa leaf powder, easy to take with you. Two capsules a day.',
      properties: ['Plant-based capsules', '500 mg per capsule', '60 capsules', 'One-month course'],
    },
  },
  {
    id: 27,
    slug: 'spirulina-powder',
    category: 'dietary-supplements',
    price: 12000,
    availability: false,
    images: 2,
    look: look('jar', '#1d3557', '#a8dadc', 'drop', '#2a9d8f'),
    fr: {
      name: 'Spiruline en poudre',
      description: 'Spiruline cultivée au Sénégal, riche en protéines. À saupoudrer sur un plat ou dans un jus.',
      properties: ['Culture locale', '60 % de protéines', 'Fer et vitamine B12', 'Pot de 100 g'],
    },
    en: {
      name: 'Spirulina powder',
      description: 'Spirulina grown in Senegal, rich in protein. Sprinkle over food or into a juice.',
      properties: ['Grown locally', '60% protein', 'Iron and vitamin B12', '100 g jar'],
    },
  },
  {
    id: 28,
    slug: 'nigella-seeds',
    category: 'dietary-supplements',
    price: 3000,
    availability: true,
    images: 1,
    look: look('jar', '#343a40', '#e9ecef', 'seed', '#212529'),
    fr: {
      name: 'Graines de nigelle',
      description: 'Graines de nigelle entières, à croquer, moudre ou ajouter au pain et aux sauces.',
      properties: ['Graines entières', 'Goût poivré', 'Cuisine et infusion', 'Pot de 200 g'],
    },
    en: {
      name: 'Nigella seeds',
      description: 'Whole nigella seeds to chew, grind, or add to bread and sauces.',
      properties: ['Whole seeds', 'Peppery taste', 'Cooking and infusions', '200 g jar'],
    },
  },
  {
    id: 29,
    slug: 'ginger-powder',
    category: 'dietary-supplements',
    price: 2500,
    availability: true,
    images: 2,
    look: look('pouch', '#e9c46a', '#6d4c41', 'root', '#dda15e'),
    fr: {
      name: 'Poudre de gingembre',
      description: 'Gingembre séché et moulu, pour le jus de gingembre maison, les plats et les infusions.',
      properties: ['Gingembre du Sénégal', 'Moulu finement', 'Très parfumé', 'Sachet de 150 g'],
    },
    en: {
      name: 'Ginger powder',
      description: 'Dried, ground ginger for homemade ginger juice, cooking and infusions.',
      properties: ['Senegalese ginger', 'Finely ground', 'Highly aromatic', '150 g pouch'],
    },
  },
  {
    id: 30,
    slug: 'turmeric-black-pepper-capsules',
    category: 'dietary-supplements',
    price: 8500,
    availability: true,
    images: 2,
    look: look('capsules', '#f4a300', '#3d405b', 'root', '#e76f51'),
    fr: {
      name: 'Gélules curcuma et poivre noir',
      description: 'Curcuma associé au poivre noir, qui en facilite l’assimilation. Deux gélules par jour au repas.',
      properties: ['Curcuma et pipérine', 'Gélules végétales', '60 gélules', 'Cure d’un mois'],
    },
    en: {
      name: 'Turmeric and black pepper capsules',
      description: 'Turmeric paired with black pepper, which helps the body absorb it. Two capsules a day with a meal.',
      properties: ['Turmeric and piperine', 'Plant-based capsules', '60 capsules', 'One-month course'],
    },
  },

  // ── Aphrodisiaque / Aphrodisiacs ──
  {
    id: 31,
    slug: 'kola-nuts',
    category: 'aphrodisiac',
    price: 2000,
    availability: true,
    images: 2,
    look: look('bowl', '#9d0208', '#6a4c35', 'nut', '#d00000'),
    fr: {
      name: 'Noix de cola',
      description: 'Noix de cola fraîches, symbole de partage, traditionnellement mâchées pour leur effet tonique.',
      properties: ['Noix fraîches', 'Effet tonique', 'Contient de la caféine', 'Sachet de 10 noix'],
    },
    en: {
      name: 'Kola nuts',
      description: 'Fresh kola nuts, a symbol of sharing, traditionally chewed for their stimulating effect.',
      properties: ['Fresh nuts', 'Stimulating', 'Contains caffeine', 'Bag of 10 nuts'],
    },
  },
  {
    id: 32,
    slug: 'selim-pepper-djar',
    category: 'aphrodisiac',
    price: 2500,
    availability: true,
    images: 2,
    look: look('pouch', '#432818', '#bb9457', 'stick', '#6f1d1b'),
    fr: {
      name: 'Poivre de Sélim (djar)',
      description: 'Gousses de djar, l’épice du café Touba, au parfum boisé et poivré.',
      properties: ['Gousses entières', 'Épice du café Touba', 'Parfum boisé', 'Sachet de 100 g'],
    },
    en: {
      name: 'Selim pepper (djar)',
      description: 'Djar pods, the spice of Touba coffee, with a woody, peppery aroma.',
      properties: ['Whole pods', 'The Touba coffee spice', 'Woody aroma', '100 g pouch'],
    },
  },
  {
    id: 33,
    slug: 'grains-of-paradise',
    category: 'aphrodisiac',
    price: 3000,
    availability: false,
    images: 1,
    look: look('jar', '#ae2012', '#e9d8a6', 'seed', '#9b2226'),
    fr: {
      name: 'Graines de paradis',
      description: 'Maniguette aux notes d’agrumes et de poivre, réputée depuis des siècles.',
      properties: ['Graines entières', 'Notes d’agrumes', 'Cuisine et infusion', 'Pot de 80 g'],
    },
    en: {
      name: 'Grains of paradise',
      description: 'Melegueta pepper with citrus and pepper notes, prized for centuries.',
      properties: ['Whole seeds', 'Citrus notes', 'Cooking and infusions', '80 g jar'],
    },
  },
  {
    id: 34,
    slug: 'spiced-ginger-honey',
    category: 'aphrodisiac',
    price: 5000,
    availability: true,
    images: 2,
    look: look('jar', '#ca6702', '#001219', 'root', '#ee9b00'),
    fr: {
      name: 'Miel épicé au gingembre',
      description: 'Miel local infusé au gingembre, à la cannelle et au clou de girofle. Une cuillère pour bien commencer la journée.',
      properties: ['Miel local', 'Gingembre et cannelle', 'Clou de girofle', 'Pot de 250 g'],
    },
    en: {
      name: 'Spiced ginger honey',
      description: 'Local honey infused with ginger, cinnamon and clove. A spoonful to start the day.',
      properties: ['Local honey', 'Ginger and cinnamon', 'Clove', '250 g jar'],
    },
  },
  {
    id: 35,
    slug: 'touba-coffee-spice-blend',
    category: 'aphrodisiac',
    price: 3500,
    availability: true,
    images: 1,
    look: look('box', '#582f0e', '#ffe6a7', 'seed', '#7f4f24'),
    fr: {
      name: 'Mélange café Touba',
      description: 'Café torréfié avec le djar, prêt à infuser comme à Touba.',
      properties: ['Torréfaction artisanale', 'Café et djar', 'Prêt à infuser', 'Boîte de 250 g'],
    },
    en: {
      name: 'Touba coffee blend',
      description: 'Coffee roasted with djar, ready to brew the Touba way.',
      properties: ['Small-batch roast', 'Coffee and djar', 'Ready to brew', '250 g box'],
    },
  },
  {
    id: 36,
    slug: 'ylang-ylang-massage-oil',
    category: 'aphrodisiac',
    price: 6500,
    availability: true,
    images: 3,
    look: look('bottle', '#ffd166', '#ef476f', 'flower', '#ffd166'),
    fr: {
      name: 'Huile de massage ylang-ylang',
      description: 'Huile de massage sensuelle à l’ylang-ylang et à l’huile de baobab.',
      properties: ['Ylang-ylang', 'Base baobab', 'Usage externe', 'Flacon de 100 ml'],
    },
    en: {
      name: 'Ylang-ylang massage oil',
      description: 'A sensual massage oil with ylang-ylang and baobab oil.',
      properties: ['Ylang-ylang', 'Baobab base', 'For external use', '100 ml bottle'],
    },
  },

  // ── Autres / Others ──
  {
    id: 37,
    slug: 'thiouraye-incense',
    category: 'others',
    price: 3000,
    availability: true,
    images: 2,
    look: look('bowl', '#6d597a', '#b56576', 'drop', '#e5989b'),
    fr: {
      name: 'Encens thiouraye',
      description: 'Thiouraye parfumé préparé à Dakar, à faire brûler sur du charbon pour embaumer la maison.',
      properties: ['Préparation artisanale', 'Parfum boisé et sucré', 'À brûler sur charbon', 'Pot de 100 g'],
    },
    en: {
      name: 'Thiouraye incense',
      description: 'Scented thiouraye made in Dakar, burned on charcoal to perfume the home.',
      properties: ['Handmade', 'Woody, sweet scent', 'Burn on charcoal', '100 g pot'],
    },
  },
  {
    id: 38,
    slug: 'discovery-gift-box',
    category: 'others',
    price: 15000,
    availability: true,
    images: 3,
    look: look('box', '#bc4749', '#f2e8cf', 'leaf', '#6a994e'),
    fr: {
      name: 'Coffret découverte',
      description: 'Un coffret pour offrir : moringa, bissap, kinkéliba et un petit pot de karité.',
      properties: ['4 produits phares', 'Emballage cadeau', 'Carte personnalisable', 'Idéal pour offrir'],
    },
    en: {
      name: 'Discovery gift box',
      description: 'A box to give: moringa, bissap, kinkeliba and a small jar of shea butter.',
      properties: ['4 best-sellers', 'Gift wrapped', 'Personalised card', 'A perfect present'],
    },
  },
  {
    id: 39,
    slug: 'sothiou-chewing-sticks',
    category: 'others',
    price: 500,
    availability: true,
    images: 1,
    look: look('bundle', '#a98467', '#6c584c', 'stick', '#adc178'),
    fr: {
      name: 'Bâtonnets sothiou',
      description: 'Bâtonnets à mâcher traditionnels pour l’hygiène bucco-dentaire.',
      properties: ['Bois naturel', 'Usage traditionnel', 'Lot de 5', 'Biodégradable'],
    },
    en: {
      name: 'Sothiou chewing sticks',
      description: 'Traditional chewing sticks for oral hygiene.',
      properties: ['Natural wood', 'Traditional use', 'Pack of 5', 'Biodegradable'],
    },
  },
  {
    id: 40,
    slug: 'terracotta-oil-diffuser',
    category: 'others',
    price: 8000,
    availability: false,
    images: 2,
    look: look('bowl', '#c8553d', '#f28f3b', 'drop', '#588b8b'),
    fr: {
      name: 'Diffuseur en terre cuite',
      description: 'Diffuseur d’huiles essentielles façonné à la main par des potières de Thiès.',
      properties: ['Terre cuite locale', 'Fait main', 'Sans électricité', 'Hauteur 10 cm'],
    },
    en: {
      name: 'Terracotta oil diffuser',
      description: 'An essential-oil diffuser hand-shaped by potters in Thiès.',
      properties: ['Local terracotta', 'Handmade', 'No electricity needed', '10 cm tall'],
    },
  },
  {
    id: 41,
    slug: 'stainless-tea-infuser',
    category: 'others',
    price: 2500,
    availability: true,
    images: 1,
    look: look('bowl', '#adb5bd', '#495057', 'leaf', '#52b788'),
    fr: {
      name: 'Infuseur à thé en inox',
      description: 'Boule à thé en acier inoxydable pour les infusions en vrac.',
      properties: ['Acier inoxydable', 'Maille fine', 'Lavable', 'Diamètre 5 cm'],
    },
    en: {
      name: 'Stainless steel tea infuser',
      description: 'A stainless steel tea ball for loose-leaf infusions.',
      properties: ['Stainless steel', 'Fine mesh', 'Washable', '5 cm across'],
    },
  },
  {
    id: 42,
    slug: 'shea-wellness-gift-box',
    category: 'others',
    price: 18000,
    availability: true,
    images: 2,
    look: look('box', '#7b2cbf', '#e0aaff', 'nut', '#c9a66b'),
    fr: {
      name: 'Coffret bien-être karité',
      description: 'Beurre de karité, savon noir, huile de baobab et lait corporel réunis dans un coffret en wax.',
      properties: ['4 soins au karité', 'Coffret en tissu wax', 'Fait au Sénégal', 'Idéal pour offrir'],
    },
    en: {
      name: 'Shea wellness gift box',
      description: 'Shea butter, black soap, baobab oil and body lotion together in a wax-print box.',
      properties: ['4 shea treats', 'Wax-print fabric box', 'Made in Senegal', 'A perfect present'],
    },
  },
];
