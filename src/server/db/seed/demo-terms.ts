/** The industries and applications of the demo catalogue, in English and Indonesian. */

export interface DemoTerm {
  name: string;
  nameId: string;
}

export const demoIndustries = {
  food: { name: 'Food & Beverage', nameId: 'Makanan & Minuman' },
  bakery: { name: 'Bakery', nameId: 'Bakeri' },
  dairy: { name: 'Dairy', nameId: 'Produk Susu' },
  confectionery: { name: 'Confectionery', nameId: 'Kembang Gula & Cokelat' },
  meat: { name: 'Meat Processing', nameId: 'Pengolahan Daging' },
  cosmetics: { name: 'Cosmetics & Personal Care', nameId: 'Kosmetik & Perawatan Diri' },
  feed: { name: 'Animal Feed', nameId: 'Pakan Ternak' },
  aquaculture: { name: 'Aquaculture', nameId: 'Akuakultur' },
  pharma: { name: 'Pharmaceutical', nameId: 'Farmasi' },
  supplements: { name: 'Dietary Supplements', nameId: 'Suplemen Makanan' },
} as const satisfies Record<string, DemoTerm>;
export type DemoIndustry = keyof typeof demoIndustries;

export const demoApplications = {
  emulsifying: { name: 'Emulsifying', nameId: 'Pengemulsi' },
  sweetening: { name: 'Sweetening', nameId: 'Pemanis' },
  thickening: { name: 'Thickening', nameId: 'Pengental' },
  gelling: { name: 'Gelling', nameId: 'Pembentuk Gel' },
  stabilising: { name: 'Stabilising', nameId: 'Penstabil' },
  preserving: { name: 'Preserving', nameId: 'Pengawet' },
  acidity: { name: 'Acidity Regulation', nameId: 'Pengatur Keasaman' },
  flavour: { name: 'Flavour Enhancing', nameId: 'Penguat Rasa' },
  antioxidant: { name: 'Antioxidant Protection', nameId: 'Antioksidan' },
  fortification: { name: 'Fortification', nameId: 'Fortifikasi' },
  moisturising: { name: 'Moisturising', nameId: 'Pelembap' },
  brightening: { name: 'Skin Brightening', nameId: 'Pencerah Kulit' },
  conditioning: { name: 'Skin Conditioning', nameId: 'Kondisioner Kulit' },
  exfoliating: { name: 'Exfoliating', nameId: 'Eksfoliasi' },
  feedEfficiency: { name: 'Feed Efficiency', nameId: 'Efisiensi Pakan' },
  flourTreatment: { name: 'Flour Treatment', nameId: 'Bahan Pengolah Tepung' },
} as const satisfies Record<string, DemoTerm>;
export type DemoApplication = keyof typeof demoApplications;
