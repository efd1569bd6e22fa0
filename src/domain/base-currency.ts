/** The shop's currency: prices are XOF integers everywhere and the shopper always pays in it (see money.ts). */
export const baseCurrency = 'XOF';
