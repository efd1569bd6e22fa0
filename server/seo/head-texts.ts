/**
 * The words of the heads the server writes, per language. The information pages' titles are the
 * ones the pages show (src/locales/{locale}/info.po; head-texts.test.ts compares them), Arabic included
 * since the information pages were translated.
 */
import type { ApiLocale } from '../../src/domain/api';
import type { InfoSlug } from '../../src/domain/information-pages';

export const siteName = 'Baobab';

/** Title of a page: its own name, then the shop's, as the client writes it (ProductDetails). */
export const pageTitle = (name: string) => `${name} · ${siteName}`;

export const shopDescription: Record<ApiLocale, string> = {
  fr: 'Baobab — produits de bien-être à base de plantes et soins à Dakar.',
  en: 'Baobab — plant-based wellness products and care in Dakar.',
  ar: 'Baobab — منتجات العافية المصنوعة من النباتات وخدمات العناية في داكار.',
};

/**
 * The names of the shop's plain pages in their <title>, by their English message id: the words the client
 * writes there (src/app/page-titles.ts, from src/locales/{locale}/messages.po; head-texts.test.ts compares them),
 * so the title the server sends is the one the page keeps once it runs.
 */
const pageNameIds = [
  'Our products',
  'Search results',
  'Wishlist',
  'Shopping cart',
  'Your details',
  'Payment',
  'Confirmation',
  'My orders',
  'My account',
  'Sign in',
  'Back office',
  'Flow studio',
] as const;
export type PageName = (typeof pageNameIds)[number];

export const pageNames: Record<ApiLocale, Record<PageName, string>> = {
  fr: {
    'Our products': 'Nos produits',
    'Search results': 'Résultats de recherche',
    Wishlist: 'Favoris',
    'Shopping cart': 'Panier',
    'Your details': 'Vos informations',
    Payment: 'Paiement',
    Confirmation: 'Confirmation',
    'My orders': 'Mes commandes',
    'My account': 'Mon compte',
    'Sign in': 'Se connecter',
    'Back office': 'Back-office',
    'Flow studio': 'Studio des parcours',
  },
  en: Object.fromEntries(pageNameIds.map((id) => [id, id])) as Record<PageName, string>,
  ar: {
    'Our products': 'منتجاتنا',
    'Search results': 'نتائج البحث',
    Wishlist: 'المفضلة',
    'Shopping cart': 'سلة التسوق',
    'Your details': 'معلوماتك',
    Payment: 'الدفع',
    Confirmation: 'التأكيد',
    'My orders': 'طلباتي',
    'My account': 'حسابي',
    'Sign in': 'تسجيل الدخول',
    'Back office': 'لوحة الإدارة',
    'Flow studio': 'استوديو المسارات',
  },
};

export const notFoundTitle: Record<ApiLocale, string> = {
  fr: 'Page introuvable',
  en: 'Page not found',
  ar: 'الصفحة غير موجودة',
};

/** Open Graph names a language with its territory; these are the ones its consumers know. */
export const ogLocale: Record<ApiLocale, string> = { fr: 'fr_FR', en: 'en_US', ar: 'ar_AR' };

interface InfoHead {
  title: string;
  description: string;
}

const frenchInfo: Record<InfoSlug, InfoHead> = {
  about: {
    title: 'À propos de nous',
    description:
      'Baobab, boutique de bien-être par les plantes à Dakar : tisanes, huiles, beurres, savons, compléments, consultations, ventouses et massages.',
  },
  delivery: {
    title: 'Informations de livraison',
    description: 'Les modes de livraison de Baobab, leurs frais et où nous livrons, à Dakar et dans ses environs.',
  },
  shipping: { title: 'Expédition', description: 'Comment votre commande Baobab voyage de la boutique jusqu’à vous, et quand.' },
  returns: {
    title: 'Retours',
    description: 'Un problème avec votre commande Baobab ? Comment nous contacter et ce que nous faisons pour le résoudre.',
  },
  privacy: {
    title: 'Politique de confidentialité',
    description: 'Les données personnelles que Baobab collecte, pourquoi, combien de temps nous les gardons et vos droits.',
  },
  sales: {
    title: 'Conditions de vente',
    description: 'Les conditions des commandes passées sur le site de Baobab : prix, paiement, livraison, retours.',
  },
  terms: { title: 'Conditions générales', description: 'Les conditions d’utilisation du site de Baobab et des réservations.' },
};

export const infoHeads: Record<ApiLocale, Record<InfoSlug, InfoHead>> = {
  fr: frenchInfo,
  en: {
    about: {
      title: 'About us',
      description:
        'Baobab, a herbal-wellness shop in Dakar: herbal teas, oils, butters, soaps, supplements, consultations, cupping and massages.',
    },
    delivery: {
      title: 'Delivery information',
      description: 'Baobab’s delivery methods, their fees and where we deliver, in Dakar and around.',
    },
    shipping: { title: 'Shipping', description: 'How your Baobab order travels from the shop to you, and when.' },
    returns: { title: 'Returns', description: 'A problem with your Baobab order? How to reach us and what we do to solve it.' },
    privacy: { title: 'Privacy policy', description: 'Which personal data Baobab collects, why, how long we keep it and your rights.' },
    sales: {
      title: 'Conditions of sale',
      description: 'The conditions of the orders placed on Baobab’s site: prices, payment, delivery, returns.',
    },
    terms: { title: 'Terms and conditions', description: 'The terms of use of Baobab’s site and of bookings.' },
  },
  ar: {
    about: {
      title: 'من نحن',
      description:
        'Baobab، متجر العافية بالنباتات في داكار: شاي الأعشاب والزيوت والزبدات والصابون والمكملات والاستشارات والحجامة والتدليك.',
    },
    delivery: { title: 'معلومات التوصيل', description: 'طرق التوصيل لدى Baobab ورسومها والأماكن التي نوصل إليها في داكار وضواحيها.' },
    shipping: { title: 'الشحن', description: 'كيف يصل طلبك من متجر Baobab إليك، ومتى.' },
    returns: { title: 'الإرجاع', description: 'مشكلة في طلبك من Baobab؟ كيف تتواصل معنا وما نفعله لحلها.' },
    privacy: { title: 'سياسة الخصوصية', description: 'البيانات الشخصية التي يجمعها Baobab، ولماذا، وكم من الوقت نحتفظ بها، وحقوقك.' },
    sales: { title: 'شروط البيع', description: 'شروط الطلبات المقدمة على موقع Baobab: الأسعار والدفع والتوصيل والإرجاع.' },
    terms: { title: 'الشروط والأحكام', description: 'شروط استخدام موقع Baobab والحجوزات.' },
  },
};
