/** Services, events, shops and testimonials of the seeded shop. Ids and slugs are stable. */
import { serviceImageUrl } from '../../assets/illustration-look';

export type ServiceSlug = 'consultation' | 'cupping' | 'massage';

export const seedServices: {
  id: number;
  slug: ServiceSlug;
  imageLink: string;
  /** XOF. */
  price: number;
  fr: { name: string; description: string };
  en: { name: string; description: string };
}[] = [
  {
    id: 1,
    slug: 'consultation',
    imageLink: serviceImageUrl('consultation'),
    price: 15000,
    fr: {
      name: 'Consultation en phytothérapie',
      description:
        'Un entretien de 45 minutes avec notre herboriste pour faire le point sur vos habitudes et vos besoins, et repartir avec des conseils de plantes adaptés.',
    },
    en: {
      name: 'Herbal consultation',
      description: 'A 45-minute conversation with our herbalist about your habits and needs, leaving with plant advice that suits you.',
    },
  },
  {
    id: 2,
    slug: 'cupping',
    imageLink: serviceImageUrl('cupping'),
    price: 10000,
    fr: {
      name: 'Ventouses (hijama)',
      description:
        'Séance de ventouses sèches pratiquée par une thérapeute formée, dans des conditions d’hygiène strictes. Durée : 30 minutes.',
    },
    en: {
      name: 'Cupping (hijama)',
      description: 'A dry cupping session by a trained therapist under strict hygiene. Duration: 30 minutes.',
    },
  },
  {
    id: 3,
    slug: 'massage',
    imageLink: serviceImageUrl('massage'),
    price: 20000,
    fr: {
      name: 'Massage aux huiles végétales',
      description: 'Massage relaxant du corps aux huiles de baobab et de karité, parfumées selon votre choix. Durée : 60 minutes.',
    },
    en: {
      name: 'Plant-oil massage',
      description: 'A relaxing full-body massage with baobab and shea oils, scented as you choose. Duration: 60 minutes.',
    },
  },
];

/** Events start this many days after seeding, at `hourUtc` (Dakar is UTC+0). */
export const seedEvents: {
  id: number;
  slug: string;
  daysAhead: number;
  hourUtc: number;
  address: string;
  /** Places, as the description states them; null when it states no limit. */
  capacity: number | null;
  fr: { title: string; description: string };
  en: { title: string; description: string };
}[] = [
  {
    id: 1,
    slug: 'medicinal-plants-workshop',
    daysAhead: 12,
    hourUtc: 10,
    address: 'Baobab Plateau, 12 rue Carnot, Dakar',
    capacity: 15,
    fr: {
      title: 'Atelier : les plantes médicinales du Sénégal',
      description: 'Reconnaître, sécher et conserver le kinkéliba, le moringa et le neem. Places limitées à 15 personnes.',
    },
    en: {
      title: 'Workshop: medicinal plants of Senegal',
      description: 'Recognise, dry and store kinkeliba, moringa and neem. Limited to 15 people.',
    },
  },
  {
    id: 2,
    slug: 'herbal-tea-tasting',
    daysAhead: 26,
    hourUtc: 16,
    address: 'Baobab Almadies, route des Almadies, Dakar',
    capacity: null,
    fr: {
      title: 'Dégustation de tisanes et de bissap',
      description: 'Venez goûter nos infusions chaudes et glacées et apprendre à les préparer chez vous.',
    },
    en: {
      title: 'Herbal tea and bissap tasting',
      description: 'Taste our hot and iced infusions and learn to make them at home.',
    },
  },
  {
    id: 3,
    slug: 'shea-soap-making',
    daysAhead: 40,
    hourUtc: 9,
    address: 'Baobab Plateau, 12 rue Carnot, Dakar',
    capacity: null,
    fr: {
      title: 'Atelier fabrication de savon au karité',
      description: 'Fabriquez votre propre savon au karité et repartez avec trois pains. Matériel fourni.',
    },
    en: {
      title: 'Shea soap-making workshop',
      description: 'Make your own shea soap and take three bars home. Materials provided.',
    },
  },
  {
    id: 4,
    slug: 'nutrition-talk-moringa-baobab',
    daysAhead: 54,
    hourUtc: 17,
    address: 'Maison de la culture Douta Seck, Dakar',
    capacity: null,
    fr: {
      title: 'Conférence : bien manger avec le moringa et le baobab',
      description: 'Une nutritionniste présente les bienfaits et les bons usages de deux trésors locaux.',
    },
    en: {
      title: 'Talk: eating well with moringa and baobab',
      description: 'A nutritionist presents the benefits and good uses of two local treasures.',
    },
  },
];

export const seedShops: {
  id: number;
  slug: string;
  name: string;
  address: string;
  week: { start: number; end: number };
  weekend: { start: number; end: number } | null;
}[] = [
  {
    id: 1,
    slug: 'dakar-plateau',
    name: 'Baobab Dakar Plateau',
    address: '12 rue Carnot, Dakar',
    week: { start: 9, end: 20 },
    weekend: { start: 11, end: 15 },
  },
  {
    id: 2,
    slug: 'dakar-almadies',
    name: 'Baobab Dakar Almadies',
    address: 'Route des Almadies, Dakar',
    week: { start: 9, end: 20 },
    weekend: { start: 11, end: 15 },
  },
  {
    id: 3,
    slug: 'thies',
    name: 'Baobab Thiès',
    address: 'Avenue Léopold Sédar Senghor, Thiès',
    week: { start: 9, end: 18 },
    weekend: null,
  },
];

export const seedTestimonials: { id: number; author: string; fr: string; en: string }[] = [
  {
    id: 1,
    author: 'Awa D., Dakar',
    fr: 'Le beurre de karité est d’une qualité rare et la livraison à Ouakam a été rapide. Je recommande !',
    en: 'The shea butter is of rare quality and delivery to Ouakam was quick. I recommend them!',
  },
  {
    id: 2,
    author: 'Moussa N., Thiès',
    fr: 'La consultation m’a beaucoup aidé à changer mes habitudes. Des conseils simples et bienveillants.',
    en: 'The consultation really helped me change my habits. Simple, caring advice.',
  },
  {
    id: 3,
    author: 'Claire M., Saly',
    fr: 'Le massage aux huiles de baobab est un vrai moment de détente. L’équipe est adorable.',
    en: 'The baobab oil massage is a real moment of relaxation. The team is lovely.',
  },
  {
    id: 4,
    author: 'Fatou S., Rufisque',
    fr: 'Je prends du kinkéliba tous les matins depuis des années ; celui-ci est le meilleur que j’ai trouvé.',
    en: 'I have had kinkeliba every morning for years; this is the best I have found.',
  },
  {
    id: 5,
    author: 'Ibrahima K., Dakar',
    fr: 'Paiement par Wave en deux minutes et commande prête le jour même à la boutique du Plateau.',
    en: 'Paid with Wave in two minutes and the order was ready the same day at the Plateau shop.',
  },
];
