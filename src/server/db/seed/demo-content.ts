export interface DemoCategory {
  name: string;
  description: string;
  palette: [string, string];
}

export interface DemoProduct {
  name: string;
  category: string;
  description: string;
}

export interface DemoArticle {
  title: string;
  author: string;
  content: string;
  daysAgo: number;
}

export interface DemoCareer {
  name: string;
  position: string;
  description: string;
  status: boolean;
  daysAgo: number;
}

export interface DemoGalleryPhoto {
  name: string;
  palette: [string, string];
}

export interface DemoPartner {
  name: string;
  /** '' for a logo without a link. */
  link: string;
  /** The Indonesian name, only where it differs from the English one. */
  nameId?: string;
  palette: [string, string];
}

export interface SlideTexts {
  title: string;
  subtitle: string;
  button_label: string;
  alt_text: string;
}

/** A carousel slide: a picture without words, its texts shown over it by the site in the visitor's language. */
export interface DemoSlide extends SlideTexts {
  button_link: string;
  id: SlideTexts;
  palette: [string, string];
}

export const demoCategories: DemoCategory[] = [
  {
    name: 'Sweeteners',
    description:
      'High-intensity sweeteners and polyols for beverages, tabletop products, confectionery and reduced-sugar foods.',
    palette: ['#7a1f4b', '#e58fb1'],
  },
  {
    name: 'Preservatives',
    description:
      'Antimicrobial preservatives for beverages, bakery, dairy and processed foods, supplied in food grade with full documentation.',
    palette: ['#1f3b5c', '#6fa3d6'],
  },
  {
    name: 'Amino Acids',
    description:
      'Amino acids for food, nutrition and feed, from feed-grade lysine and methionine to food-grade glycine and cysteine.',
    palette: ['#1e4d3a', '#7cc5a0'],
  },
  {
    name: 'Thickeners & Stabilisers',
    description:
      'Hydrocolloids that build viscosity, suspend particles and form gels in sauces, dairy, jelly drinks and instant foods.',
    palette: ['#4a3b6b', '#b7a4e0'],
  },
  {
    name: 'Emulsifiers',
    description:
      'Lecithins, mono- and diglycerides and other emulsifiers for bakery, chocolate, margarine, ice cream and beverages.',
    palette: ['#7a4a12', '#f0bd6a'],
  },
  {
    name: 'Flavour Enhancers',
    description:
      'Glutamates, ribonucleotides and yeast extracts that round out savoury taste in seasonings, snacks, noodles and soups.',
    palette: ['#6b2d14', '#e0875a'],
  },
  {
    name: 'Acidulants',
    description:
      'Food acids and their salts for sourness, pH control and buffering in beverages, confectionery, dairy and processed foods.',
    palette: ['#5b5a12', '#d8d35f'],
  },
  {
    name: 'Vitamins & Premixes',
    description:
      'Single vitamins and customer-specific vitamin and mineral premixes for food fortification and nutritional products.',
    palette: ['#8a3b00', '#ffb347'],
  },
  {
    name: 'Cosmetic Actives',
    description:
      'Active and functional ingredients for skin care and personal care formulations, supplied with cosmetic-grade documentation.',
    palette: ['#5a2a5e', '#f2a7c8'],
  },
  {
    name: 'Veterinary Additives',
    description:
      'Feed additives and premix components for poultry, swine, ruminant and aquaculture feed mills and integrators.',
    palette: ['#23463f', '#a3c9a8'],
  },
  {
    name: 'Antioxidants',
    description:
      'Synthetic and natural antioxidants that slow oxidation of fats, oils and flavours in foods and feeds.',
    palette: ['#3d1f1f', '#c0504d'],
  },
  {
    name: 'Colourants',
    description:
      'Natural and nature-identical colours for beverages, confectionery and dairy. New lines are being added to this range.',
    palette: ['#2b2f6b', '#f08a4b'],
  },
];

export const demoProducts: DemoProduct[] = [
  {
    name: 'Aspartame',
    category: 'Sweeteners',
    description:
      'White crystalline powder about 200 times sweeter than sucrose (E951), used in tabletop sweeteners, powdered drinks and carbonated soft drinks. Best suited to products that are not heated for long periods.',
  },
  {
    name: 'Acesulfame Potassium',
    category: 'Sweeteners',
    description:
      'Heat-stable white crystalline powder (E950) roughly 200 times sweeter than sugar. Often blended with aspartame or sucralose for a more rounded, sugar-like sweetness profile.',
  },
  {
    name: 'Sucralose',
    category: 'Sweeteners',
    description:
      'White crystalline powder (E955) around 600 times sweeter than sucrose, stable across a wide pH range and at baking temperatures. Used in beverages, dairy, bakery and sauces.',
  },
  {
    name: 'Sodium Saccharin',
    category: 'Sweeteners',
    description:
      'Granular or powdered sweetener (E954) 300 to 500 times sweeter than sugar, widely used in toothpaste, tabletop sweeteners and beverages, usually in blends.',
  },
  {
    name: 'Sodium Cyclamate',
    category: 'Sweeteners',
    description:
      'White crystalline powder (E952) about 30 to 40 times sweeter than sucrose, typically combined with saccharin in beverages and syrups. Use levels are limited by BPOM per food category.',
  },
  {
    name: 'Steviol Glycosides Reb A 97%',
    category: 'Sweeteners',
    description:
      'High-purity rebaudioside A extracted from Stevia rebaudiana leaves (E960), 200 to 300 times sweeter than sugar. Used in beverages, dairy and tabletop products, often with erythritol.',
  },
  {
    name: 'Erythritol',
    category: 'Sweeteners',
    description:
      'Granular polyol (E968) with about 60 to 70 percent of the sweetness of sucrose and a noticeable cooling effect. Adds bulk to reduced-sugar beverages, chocolate and tabletop blends.',
  },
  {
    name: 'Sorbitol 70% Solution',
    category: 'Sweeteners',
    description:
      'Clear, viscous aqueous solution of sorbitol (E420) used as a sweetener and humectant in confectionery, toothpaste, syrups and bakery fillings.',
  },
  {
    name: 'Maltitol',
    category: 'Sweeteners',
    description:
      'Crystalline polyol (E965) with about 90 percent of the sweetness of sucrose and similar bulk, used in sugar-free chocolate, hard candy and baked goods.',
  },
  {
    name: 'Xylitol',
    category: 'Sweeteners',
    description:
      'White crystalline polyol (E967) with sweetness close to sucrose and a strong cooling effect, widely used in chewing gum, mints and oral care products.',
  },
  {
    name: 'Neotame',
    category: 'Sweeteners',
    description:
      'Very high-intensity sweetener (E961), 7,000 to 13,000 times sweeter than sucrose, used at parts-per-million levels in beverages and as a flavour modifier in sweetener blends.',
  },
  {
    name: 'Isomalt',
    category: 'Sweeteners',
    description:
      'Low-hygroscopic polyol (E953) supplied as granules or powder, used mainly in sugar-free hard candies, coatings and decorations where low moisture pick-up matters.',
  },
  {
    name: 'Sodium Benzoate',
    category: 'Preservatives',
    description:
      'White granular or powdered preservative (E211), effective mainly against yeasts and bacteria below pH 4.5. Standard choice for soft drinks, syrups, sauces and pickles.',
  },
  {
    name: 'Potassium Sorbate',
    category: 'Preservatives',
    description:
      'Free-flowing white granules (E202), highly soluble in water and effective against moulds and yeasts up to about pH 6.5. Used in beverages, cheese, bakery fillings and wine.',
  },
  {
    name: 'Sorbic Acid',
    category: 'Preservatives',
    description:
      'White powder (E200) with low water solubility, used for surface treatment and in fat-rich or low-moisture products such as cheese, margarine and baked goods.',
  },
  {
    name: 'Calcium Propionate',
    category: 'Preservatives',
    description:
      "White powder (E282) used as a mould inhibitor in bread and cakes, typically at 0.1 to 0.3 percent of flour weight. Has little effect on baker's yeast at normal use levels.",
  },
  {
    name: 'Nisin',
    category: 'Preservatives',
    description:
      'Bacteriocin produced by fermentation with Lactococcus lactis (E234), supplied as a standardised powder. Used in processed cheese, dairy desserts and canned foods against Gram-positive bacteria.',
  },
  {
    name: 'Natamycin',
    category: 'Preservatives',
    description:
      'Antifungal preservative (E235) supplied as a powder blend, used for surface treatment of cheese rinds and dry sausages where permitted.',
  },
  {
    name: 'Sodium Metabisulphite',
    category: 'Preservatives',
    description:
      'White crystalline powder (E223) used as a preservative and antioxidant in dried fruit, wine, fruit juices and shrimp. Sulphite content above labelling thresholds must be declared.',
  },
  {
    name: 'L-Lysine HCl 98.5% Feed Grade',
    category: 'Amino Acids',
    description:
      'Light brown to off-white granular powder containing 78.8 percent L-lysine, the first-limiting amino acid in most corn-soy swine diets. Added to compound feed and premixes.',
  },
  {
    name: 'DL-Methionine 99% Feed Grade',
    category: 'Amino Acids',
    description:
      "White to light brown crystalline powder, the first-limiting amino acid in typical poultry diets. Dosed in premixes and complete feeds according to the nutritionist's formulation.",
  },
  {
    name: 'L-Threonine 98.5% Feed Grade',
    category: 'Amino Acids',
    description:
      'Free-flowing crystalline powder produced by fermentation, used with lysine and methionine to formulate lower crude protein diets for swine and poultry.',
  },
  {
    name: 'L-Tryptophan 98% Feed Grade',
    category: 'Amino Acids',
    description:
      'Off-white powder produced by fermentation, typically the fourth-limiting amino acid in swine diets. Used in small quantities, usually through a premix.',
  },
  {
    name: 'Glycine',
    category: 'Amino Acids',
    description:
      'White crystalline powder (E640) with a mildly sweet taste, used as a flavour modifier and buffering agent in seasonings, beverages and nutritional products.',
  },
  {
    name: 'L-Glutamine',
    category: 'Amino Acids',
    description:
      'White crystalline powder of fermentation origin, used in sports nutrition powders, medical nutrition and dietary supplements.',
  },
  {
    name: 'L-Arginine',
    category: 'Amino Acids',
    description:
      'White crystalline powder supplied as free base or hydrochloride, used in dietary supplements, sports nutrition and as a pH adjuster in cosmetic formulations.',
  },
  {
    name: 'L-Cysteine HCl Monohydrate',
    category: 'Amino Acids',
    description:
      'White crystalline powder (E920) used as a flour treatment agent to shorten mixing time in bread, crackers and biscuits, and in savoury reaction flavours. Fermentation-derived grade available.',
  },
  {
    name: 'L-Leucine',
    category: 'Amino Acids',
    description:
      'White crystalline powder, one of the branched-chain amino acids, used in sports nutrition blends and as a lubricant in tablet manufacturing.',
  },
  {
    name: 'Xanthan Gum',
    category: 'Thickeners & Stabilisers',
    description:
      'Cream-coloured powder (E415) that gives high, shear-thinning viscosity at 0.1 to 0.5 percent. Stable to acid, salt and heat, ideal for sauces, dressings and beverages.',
  },
  {
    name: 'Guar Gum',
    category: 'Thickeners & Stabilisers',
    description:
      'Off-white powder (E412) from guar seed endosperm that hydrates in cold water, used to thicken sauces, ice cream, instant noodles and bakery products.',
  },
  {
    name: 'Kappa Carrageenan (Refined)',
    category: 'Thickeners & Stabilisers',
    description:
      'Seaweed-derived hydrocolloid (E407) forming firm gels with potassium ions. Used in jelly desserts, jelly drinks, dairy and meat brines, often with locust bean gum.',
  },
  {
    name: 'Sodium Carboxymethyl Cellulose',
    category: 'Thickeners & Stabilisers',
    description:
      'White to off-white powder (E466) available in several viscosity grades, used in instant noodles, beverages, ice cream and acidified milk drinks.',
  },
  {
    name: 'Gellan Gum (Low Acyl)',
    category: 'Thickeners & Stabilisers',
    description:
      'Fermentation-derived hydrocolloid (E418) that forms clear, brittle gels and suspends pulp or particles in beverages at very low use levels.',
  },
  {
    name: 'Locust Bean Gum',
    category: 'Thickeners & Stabilisers',
    description:
      'Carob seed gum (E410) that needs heat to hydrate fully. Works synergistically with carrageenan and xanthan in desserts, ice cream and cream cheese.',
  },
  {
    name: 'High Methoxyl Pectin',
    category: 'Thickeners & Stabilisers',
    description:
      'Citrus or apple pectin (E440) that gels at high soluble solids and low pH, the standard choice for jams, fruit fillings and acidified milk drinks.',
  },
  {
    name: 'Soy Lecithin',
    category: 'Emulsifiers',
    description:
      'Liquid or powdered lecithin (E322) used to reduce viscosity in chocolate, as a release agent and to improve dispersibility of instant powders. Contains soy, a declarable allergen.',
  },
  {
    name: 'Distilled Monoglycerides',
    category: 'Emulsifiers',
    description:
      'Ivory beads or powder (E471) with at least 90 percent monoester, used as an anti-staling agent in bread and as an emulsifier in ice cream, margarine and whipped toppings.',
  },
  {
    name: 'Polysorbate 80',
    category: 'Emulsifiers',
    description:
      'Yellow viscous liquid (E433) with high HLB, used to disperse flavour oils and colours in beverages and as a solubiliser in cosmetic and personal care products.',
  },
  {
    name: 'Sodium Stearoyl Lactylate',
    category: 'Emulsifiers',
    description:
      'Cream-coloured powder (E481) used as a dough strengthener in bread and buns, typically at 0.25 to 0.5 percent of flour weight, and in coffee whiteners.',
  },
  {
    name: 'Sucrose Esters of Fatty Acids',
    category: 'Emulsifiers',
    description:
      'White to off-white powder (E473) available in a range of HLB values, used in canned coffee and milk drinks, bakery and confectionery.',
  },
  {
    name: 'Sorbitan Monostearate',
    category: 'Emulsifiers',
    description:
      'Cream-coloured beads (E491), a low-HLB emulsifier used in active dry yeast production, cake gels and whipped toppings, often combined with polysorbates.',
  },
  {
    name: 'Monosodium Glutamate',
    category: 'Flavour Enhancers',
    description:
      'White crystals (E621) produced by fermentation, the classic umami flavour enhancer for seasonings, instant noodles, snacks, soups and processed meats, typically at 0.1 to 0.8 percent.',
  },
  {
    name: "Disodium 5'-Ribonucleotides (I+G)",
    category: 'Flavour Enhancers',
    description:
      'White crystalline powder (E635), a 50:50 mix of disodium inosinate and guanylate that strongly boosts the umami effect of MSG when used at a few percent of the MSG level.',
  },
  {
    name: 'Disodium Inosinate',
    category: 'Flavour Enhancers',
    description:
      'White crystalline powder (E631) used with glutamate in savoury seasonings, bouillon and snack flavours. Best added where phosphatase enzymes have been inactivated by heat.',
  },
  {
    name: 'Disodium Guanylate',
    category: 'Flavour Enhancers',
    description:
      'White crystalline powder (E627) with a stronger umami synergy than inosinate, used in small amounts in soups, sauces and seasoning blends.',
  },
  {
    name: 'Yeast Extract',
    category: 'Flavour Enhancers',
    description:
      'Light brown powder produced by autolysis of yeast, giving savoury, brothy notes to soups, sauces, snacks and meat products without a separate E-number.',
  },
  {
    name: 'Citric Acid Anhydrous',
    category: 'Acidulants',
    description:
      'White granular or fine crystalline powder (E330), the most widely used food acid, for beverages, confectionery, jams and powdered drinks. Store sealed as it cakes in humid air.',
  },
  {
    name: 'Citric Acid Monohydrate',
    category: 'Acidulants',
    description:
      'Colourless crystals or white granules (E330) containing one molecule of water of crystallisation, commonly used where the acid is dissolved, such as soft drinks, syrups and jams.',
  },
  {
    name: 'DL-Malic Acid',
    category: 'Acidulants',
    description:
      'White crystalline powder (E296) with a smooth, lingering sourness, used in fruit beverages, sour candies and in combination with high-intensity sweeteners.',
  },
  {
    name: 'Lactic Acid 80%',
    category: 'Acidulants',
    description:
      'Clear, colourless to pale yellow liquid (E270) produced by fermentation, used in beverages, confectionery, dairy and meat products for a mild acidity.',
  },
  {
    name: 'Fumaric Acid',
    category: 'Acidulants',
    description:
      'White granular powder (E297) with low hygroscopicity and strong acidity per gram, suited to powdered drink mixes, tortillas and gelatin desserts.',
  },
  {
    name: 'Phosphoric Acid 85% Food Grade',
    category: 'Acidulants',
    description:
      'Clear, syrupy liquid (E338) giving the sharp acidity characteristic of cola beverages, also used for pH adjustment in processing.',
  },
  {
    name: 'Trisodium Citrate Dihydrate',
    category: 'Acidulants',
    description:
      'White granular powder (E331) used as a buffering salt and acidity regulator in beverages, processed cheese and dairy drinks.',
  },
  {
    name: 'L(+)-Tartaric Acid',
    category: 'Acidulants',
    description:
      'White crystalline powder (E334) of grape origin, used in wine, grape-flavoured drinks, confectionery and as a leavening acid in baking powders.',
  },
  {
    name: 'Ascorbic Acid',
    category: 'Vitamins & Premixes',
    description:
      'Vitamin C as a fine white crystalline powder (E300), used for fortification, as an antioxidant in beverages and as a flour treatment agent in bread improvers.',
  },
  {
    name: 'Thiamine Mononitrate',
    category: 'Vitamins & Premixes',
    description:
      'Vitamin B1 as a white crystalline powder, preferred over thiamine hydrochloride in dry blends for its lower hygroscopicity. Used in flour fortification and premixes.',
  },
  {
    name: 'Riboflavin',
    category: 'Vitamins & Premixes',
    description:
      'Vitamin B2 as a yellow-orange crystalline powder (E101), used for fortification of flour, cereals and beverages and as a yellow colour.',
  },
  {
    name: 'Folic Acid',
    category: 'Vitamins & Premixes',
    description:
      'Yellow-orange crystalline powder used at very low levels in flour fortification and nutritional premixes, normally pre-diluted on a carrier for even distribution.',
  },
  {
    name: 'Vitamin A Acetate 325 CWS',
    category: 'Vitamins & Premixes',
    description:
      'Cold-water-dispersible beadlets containing 325,000 IU of vitamin A per gram, used to fortify milk powders, beverages and instant foods.',
  },
  {
    name: 'Vitamin D3 100 CWS',
    category: 'Vitamins & Premixes',
    description:
      'Cold-water-dispersible powder containing 100,000 IU of cholecalciferol per gram, used in dairy, beverage and nutritional product fortification.',
  },
  {
    name: 'Vitamin E Acetate 50% Powder',
    category: 'Vitamins & Premixes',
    description:
      'Free-flowing powder containing 50 percent dl-alpha-tocopheryl acetate, for fortifying dry blends, tablets and milk powders.',
  },
  {
    name: 'Custom Food Fortification Premix',
    category: 'Vitamins & Premixes',
    description:
      "Vitamin and mineral premix blended to the customer's formula and carrier, supplied with a per-batch certificate of analysis to simplify dosing and quality control.",
  },
  {
    name: 'Niacinamide',
    category: 'Cosmetic Actives',
    description:
      'White crystalline powder (vitamin B3), freely soluble in water, typically formulated at 2 to 5 percent in serums, toners and moisturisers at pH 5 to 7.',
  },
  {
    name: 'Sodium Hyaluronate',
    category: 'Cosmetic Actives',
    description:
      'White powder available in low, medium and high molecular weight grades, used as a humectant in serums, creams and sheet masks at about 0.05 to 0.5 percent.',
  },
  {
    name: 'D-Panthenol 75%',
    category: 'Cosmetic Actives',
    description:
      'Clear, viscous aqueous solution of provitamin B5, used as a humectant and conditioning agent in skin, hair and baby care products at 0.5 to 5 percent.',
  },
  {
    name: 'Allantoin',
    category: 'Cosmetic Actives',
    description:
      'White crystalline powder used as a skin-conditioning agent in creams, lotions, lip balms and after-shave products, typically at 0.1 to 0.5 percent.',
  },
  {
    name: 'Tranexamic Acid',
    category: 'Cosmetic Actives',
    description:
      'White crystalline powder, water soluble, used in leave-on serums and essences for even-tone skin care ranges, commonly at 2 to 3 percent.',
  },
  {
    name: 'Alpha-Arbutin',
    category: 'Cosmetic Actives',
    description:
      'White crystalline powder of high purity, used in tone-evening serums and creams, usually at 0.2 to 2 percent in formulations around pH 4 to 7.',
  },
  {
    name: 'Ceramide NP',
    category: 'Cosmetic Actives',
    description:
      'White waxy powder, typically combined with cholesterol and fatty acids in barrier-care creams and lotions. Requires heating in the oil phase to dissolve.',
  },
  {
    name: 'Salicylic Acid (Cosmetic Grade)',
    category: 'Cosmetic Actives',
    description:
      'White crystalline powder used in cleansers, toners and spot treatments, within the concentration limits of the ASEAN Cosmetic Directive.',
  },
  {
    name: 'Choline Chloride 60% Corn Cob',
    category: 'Veterinary Additives',
    description:
      'Choline chloride adsorbed on a corn cob carrier, a free-flowing brown powder for poultry, swine and aquaculture feed. Highly hygroscopic, so bags should be resealed promptly.',
  },
  {
    name: 'Betaine Anhydrous 96% Feed Grade',
    category: 'Veterinary Additives',
    description:
      "White crystalline powder used as a methyl donor and osmolyte in poultry, swine and aquaculture feeds, dosed according to the nutritionist's formulation.",
  },
  {
    name: 'Phytase 10,000 FTU/g',
    category: 'Veterinary Additives',
    description:
      'Coated granular microbial 6-phytase that releases phytate-bound phosphorus, allowing lower inclusion of inorganic phosphates. Thermostable grade for pelleted feed.',
  },
  {
    name: 'Protected Sodium Butyrate 50%',
    category: 'Veterinary Additives',
    description:
      'Fat-coated sodium butyrate beads with reduced odour, designed for gradual release along the digestive tract. Used in poultry and swine feed at typical rates of 0.5 to 1 kg per tonne.',
  },
  {
    name: 'Calcium Formate 98%',
    category: 'Veterinary Additives',
    description:
      'White crystalline powder used as a feed acidifier and calcium source in piglet and poultry diets, typically at 0.5 to 1.5 percent of the diet.',
  },
  {
    name: 'Broiler Vitamin Premix',
    category: 'Veterinary Additives',
    description:
      "Vitamin premix with A, D3, E, K3 and B-complex vitamins, blended to the customer's specification and inclusion rate for broiler starter, grower and finisher feeds.",
  },
  {
    name: 'Sodium Ascorbate',
    category: 'Antioxidants',
    description:
      'White to faintly yellow crystalline powder (E301) used as an antioxidant in beverages and as a curing accelerator in sausages and other processed meats.',
  },
  {
    name: 'Mixed Tocopherols 70%',
    category: 'Antioxidants',
    description:
      'Brownish-red oily liquid (E306) of vegetable origin, used to slow oxidation in vegetable oils, fats, snack seasonings and pet food.',
  },
  {
    name: 'Rosemary Extract',
    category: 'Antioxidants',
    description:
      'Extract standardised on carnosic acid (E392), supplied as oil-soluble liquid or powder, used in frying oils, meat products and seasonings as a plant-based antioxidant.',
  },
  {
    name: 'TBHQ',
    category: 'Antioxidants',
    description:
      'Tertiary butylhydroquinone (E319), a white to light tan crystalline powder used to extend the frying life and shelf life of palm oil, shortenings and fried snacks, within permitted limits.',
  },
  {
    name: 'BHT',
    category: 'Antioxidants',
    description:
      'Butylated hydroxytoluene (E321), a white crystalline powder used in fats, oils, chewing gum base and cosmetic oils to slow rancidity.',
  },
  {
    name: 'Ascorbyl Palmitate',
    category: 'Antioxidants',
    description:
      'Fat-soluble ester of ascorbic acid (E304), a white to yellowish powder often combined with tocopherols to protect oils, infant formula fats and dressings.',
  },
];

export const demoArticles: DemoArticle[] = [
  {
    title: 'BPOM registration: the supplier documents you will be asked for',
    author: 'Lestari Handayani, Regulatory Affairs Manager',
    daysAgo: 12,
    content: [
      'Every processed food sold in Indonesia needs a BPOM registration number before it reaches the shelf: MD for products made locally and ML for imported ones. For most manufacturers the slowest part of the dossier is not finished-product testing but collecting complete documentation for each ingredient, and additives attract particular attention because their use levels are regulated food category by food category.',
      'When you ask us for an additive that will go into a registered product, expect to receive a technical specification, a certificate of analysis for the lot you receive, a safety data sheet and a statement of origin and manufacturing process. Check that the name and INS number in your formulation match the supplier documents exactly. Small mismatches, such as a trade name on one page and the chemical name on another, are a common reason for evaluators to come back with questions.',
      'Use levels are the second area to prepare. BPOM sets maximum levels per food category, and some additives, such as artificial sweeteners, also carry mandatory label statements. Calculate the level in the finished product, not in a syrup or premix, and keep the calculation in your file. If several ingredients contribute the same additive, for example benzoate from a fruit concentrate and from your own addition, add them together.',
      'Finally, halal documentation now runs in parallel with registration. A valid halal certificate for each additive, with the manufacturer and product name matching your purchase records, saves time when your own certification is audited.',
      'Our regulatory team keeps an up-to-date document pack for every product we stock. Ask your sales contact for it at the sampling stage rather than after the formula is frozen: changing an ingredient early is much easier than reopening a submitted dossier.',
    ].join('\n\n'),
  },
  {
    title: 'Halal certification for food additives: what to check',
    author: 'Nur Aisyah Rahman, Halal Assurance Coordinator',
    daysAgo: 45,
    content: [
      'Halal certification in Indonesia moved from a voluntary scheme to a legal requirement under the Halal Product Assurance Law of 2014. Certificates are issued by BPJPH, the national halal product assurance agency, following an audit by an accredited halal inspection body and a fatwa on the halal status of the product. The first phase of mandatory certification covered food and beverages together with their raw materials, food additives and processing aids.',
      'For additive users the practical question is simple: is every ingredient in your formula covered by a certificate that BPJPH recognises? Certificates from foreign halal bodies are accepted when those bodies are covered by a recognition arrangement, so for imported additives we check the issuing body as well as the expiry date.',
      'Some additives need more attention than others. Mono- and diglycerides (INS 471) can be made from vegetable or animal fats. L-cysteine can be produced by fermentation or by other routes. Gelatin appears in some vitamin beadlets, and flavour carriers may contain ethanol. In each case the certificate must cover the specific grade you buy, not just the manufacturer.',
      'We recommend keeping a halal matrix for your raw materials: product name, manufacturer, certificate number, issuing body and expiry date. Review it every quarter and whenever a supplier changes site or process. We send renewed certificates to customers as soon as we receive them, but the matrix on your side is what your auditor will want to see.',
      'If you are unsure whether a grade is suitable, ask before you run trials. Switching to a certified alternative early is far cheaper than reformulating after an audit finding.',
    ].join('\n\n'),
  },
  {
    title: 'Storing hygroscopic powders in a tropical warehouse',
    author: 'Hendra Wijaya, Warehouse & Logistics Supervisor',
    daysAgo: 78,
    content: [
      'Relative humidity in Jakarta and Semarang sits between 70 and 90 percent for much of the year. For many additives that is the single biggest storage risk. Citric acid, choline chloride, sorbitol powder and several hydrocolloids pick up moisture from the air, and the result ranges from soft lumps to a bag that has set like a brick.',
      'The first rule is to keep products in their original, sealed packaging until they are needed. Multi-wall bags with polyethylene liners are designed for this climate; once the liner is opened, the clock starts. Twist and tie the liner after each use, or transfer the remainder into a sealed container labelled with the product name, lot number and opening date.',
      'Pallets matter as much as packaging. Store bags off the floor and away from walls so that air can circulate and pest inspections are possible. Avoid stacking beyond the height on the label: pressure on the bottom layer compacts powder and makes caking worse.',
      'Temperature swings cause a less obvious problem. When a sealed bag is taken from an air-conditioned store into a humid production area, moisture condenses on the cold powder the moment the bag is opened. Let the bag reach room temperature while still closed.',
      'Finally, pick by expiry date, not by arrival date. First-expired-first-out keeps short-dated lots moving, and a lot that has caked should be checked against its specification before use rather than simply broken up and added. Our warehouse team is happy to share the storage conditions for any product we supply.',
    ].join('\n\n'),
  },
  {
    title: 'Choosing a sweetener system for reduced-sugar beverages',
    author: 'Andi Pratama, Technical Sales Manager',
    daysAgo: 23,
    content: [
      'Removing sugar from a beverage takes away more than sweetness. Sugar provides body, rounds off acidity and masks off-notes from flavours and functional ingredients. A good sweetener system addresses all of these, which is why most successful reduced-sugar drinks use blends rather than a single sweetener.',
      'Aspartame and acesulfame potassium are a classic pair. Together they taste sweeter than either alone, and the blend has a quicker onset and cleaner finish. Aspartame slowly loses sweetness in acidic drinks, most slowly at around pH 4.3, so shelf-life trials at tropical storage temperatures are essential. Sucralose is more stable to heat and acid and suits hot-filled or retorted products.',
      'Steviol glycosides appeal to brands that want a plant-derived label, but at higher use levels they can bring a lingering sweetness and a bitter or liquorice note. Combining stevia with erythritol, or with a small amount of sugar, usually gives a more rounded profile. Erythritol also restores some of the body lost with sugar, although at high levels its cooling effect becomes noticeable.',
      'Mouthfeel can be rebuilt with very low levels of hydrocolloids such as gellan gum or carboxymethyl cellulose, and the acid balance often needs adjusting once sugar is reduced. Remember the regulatory side too: BPOM sets maximum levels for each sweetener and requires specific label statements for artificial sweeteners.',
      'Our application team can prepare sweetener blends for benchmarking against your current product. Send us the target sweetness, pH and process conditions, and we will suggest two or three starting points.',
    ].join('\n\n'),
  },
  {
    title: 'Benzoate, sorbate and pH: preservatives in soft drinks',
    author: 'Rina Kusuma, QA Lead',
    daysAgo: 104,
    content: [
      'Benzoic and sorbic acids are weak acids, and only the undissociated form crosses the cell membranes of yeasts and moulds effectively. That is why pH matters more than dose. Benzoic acid has a pKa of about 4.2, so sodium benzoate works best in drinks below pH 4. Sorbic acid, with a pKa of about 4.8, keeps more of its activity at higher pH and is stronger against moulds.',
      'Many beverage formulas combine the two at moderate levels. Both sodium benzoate and potassium sorbate are highly soluble, but they should be dissolved separately in water before the acid is added. Adding them into an already acidified syrup can precipitate the free acid, which shows up as a haze or as white specks.',
      'There is also a chemical interaction to watch. In the presence of ascorbic acid, traces of metal ions, heat and light, benzoate can form trace amounts of benzene. Beverage makers manage this by reviewing whether both ingredients are needed, controlling metal content in water and ingredients, and testing finished products during shelf-life studies.',
      'No preservative can compensate for a high initial microbial load. Clean water, sanitised tanks and fillers and good handling of sugar and fruit concentrates remain the foundation, and preservatives only protect a product that starts clean.',
      'Finally, check the limits. BPOM sets maximum levels by food category, and the totals include preservatives carried over from concentrates and flavourings.',
    ].join('\n\n'),
  },
  {
    title: 'Cosmetic actives Indonesian formulators are asking for',
    author: 'Maya Anggraini, Cosmetic Applications Specialist',
    daysAgo: 6,
    content: [
      'Local skin care brands have grown quickly over the past few years, and the ingredient lists on their serums have become a selling point in their own right. Consumers now read INCI names, compare concentrations and expect brands to explain what each active does. That has changed what formulators ask us for.',
      'Niacinamide remains the most requested active. It is easy to formulate, water soluble and stable around pH 5 to 7, and it appears in everything from toners to sunscreens. Sodium hyaluronate is close behind, increasingly as a blend of molecular weights rather than a single grade. Ceramides, usually combined with cholesterol and fatty acids, are the backbone of the barrier-care trend.',
      'Even-tone ranges are a major segment in Indonesia, and tranexamic acid and alpha-arbutin are the actives most often discussed there. Both are water soluble and relatively straightforward to formulate, but stability testing at tropical temperatures is essential, as is checking each claim against BPOM guidance.',
      'Regulation shapes every launch. Cosmetics are placed on the market through BPOM notification, ingredient limits follow the ASEAN Cosmetic Directive, and halal certification for cosmetics is being phased in. We supply each active with a specification, certificate of analysis and the halal documentation available for that grade.',
      'If you are developing a new range, our applications team can share starting formulations and help you choose grades that suit your process and budget.',
    ].join('\n\n'),
  },
  {
    title: 'Amino acids and the lower-protein feed formula',
    author: 'drh. Yudi Hartono, Veterinary Technical Advisor',
    daysAgo: 160,
    content: [
      "Soybean meal is one of the largest cost items in Indonesian compound feed, and most of it is imported. Crystalline amino acids give nutritionists a way to meet an animal's amino acid requirements with less intact protein, which lowers cost and reduces the nitrogen excreted in manure.",
      'The idea behind it is the ideal protein concept: every essential amino acid is expressed as a ratio to lysine. In corn and soybean meal diets, lysine is usually first-limiting for pigs and methionine for poultry, followed by threonine, tryptophan and valine. Supplying the first few limiting amino acids in crystalline form lets the formulator lower crude protein while keeping the digestible amino acid profile on target.',
      'Formulating on standardised ileal digestible values rather than total amino acids gives a much better match between formula and animal. It is also worth remembering that products are not pure amino acid: L-lysine HCl contains 78.8 percent lysine, so the matrix value in the formulation software must reflect the product actually used.',
      'Because inclusion rates are small, mixing matters. Amino acids are usually added through a premix, and mixer performance should be checked periodically with a coefficient of variation test.',
      'Our technical team works with feed mills on matrix values, premix design and quality control for lysine, methionine, threonine and tryptophan.',
    ].join('\n\n'),
  },
  {
    title: 'Organic acids, enzymes and butyrate in Indonesian feed mills',
    author: 'drh. Yudi Hartono, Veterinary Technical Advisor',
    daysAgo: 215,
    content: [
      'Since 2018 Indonesian regulations have not allowed antibiotics to be used as growth promoters in feed. Feed mills and integrators responded by revisiting the whole production system rather than looking for a single replacement product, and several additive groups have become standard tools in that work.',
      'Organic acids and their salts, such as calcium formate, are widely used in piglet and poultry feeds. They lower the pH and buffering capacity of the feed and are often combined with good water hygiene. Protected sodium butyrate, coated so that it is released gradually, has become common in broiler diets.',
      'Enzymes are the second group. Phytase releases phosphorus bound in phytate, which allows formulators to reduce inorganic phosphate and is now almost universal in poultry feed. Carbohydrases such as xylanase are used where diets contain more fibrous by-products. In pelleted feed, choose thermostable enzyme grades or apply them after pelleting.',
      'None of these additives works in isolation. Biosecurity, ventilation, water quality and stocking density still determine most of the outcome, and additives perform best in a well-managed house.',
      'Every feed additive sold in Indonesia must be registered with the Ministry of Agriculture. We supply registration numbers, specifications and certificates of analysis with every product in our veterinary range.',
    ].join('\n\n'),
  },
  {
    title: 'How to read a certificate of analysis',
    author: 'Rina Kusuma, QA Lead',
    daysAgo: 57,
    content: [
      "A certificate of analysis, or CoA, is the manufacturer's statement that a particular lot meets its specification. It is one of the most important documents in your raw material file, and it deserves more than a glance at the signature.",
      'Start with identity. The product name, grade and lot number on the CoA must match the label on the bag you received. Check the manufacturing date and the expiry or retest date, and make sure the remaining shelf life fits your production plan.',
      'Next, compare results with limits. A good CoA shows the specification limit and the actual result for each parameter: assay, loss on drying, pH, heavy metals such as lead and arsenic and, for hydrocolloids and botanical extracts, microbiology. A CoA that only says "complies" gives you less information; ask for numerical results where they matter to your process.',
      'Look at the methods referenced as well. Results obtained by recognised methods, such as JECFA monographs, the Food Chemicals Codex or a pharmacopoeia, are easier to compare with your own tests and with regulatory limits.',
      'Finally, do not rely on paperwork alone. Most quality systems verify a few critical parameters in-house on receipt, such as appearance, assay or moisture, and periodically send samples to an external laboratory. We keep retention samples of every lot we distribute, so we can support any investigation quickly.',
    ].join('\n\n'),
  },
  {
    title: 'Hydrocolloids for sauces, jelly drinks and noodles',
    author: 'Dimas Saputra, Food Applications Technologist',
    daysAgo: 133,
    content: [
      'Choosing a thickener starts with the process and the pH. Xanthan gum is the usual answer for chilli sauce and dressings: it hydrates in cold water, is stable to acid and salt, and gives a viscosity that thins when the sauce is poured and recovers in the bottle. Levels of 0.2 to 0.4 percent are typical.',
      'Guar gum is cheaper and also hydrates cold, but it loses viscosity more quickly when heated in acidic conditions. It works well in neutral products, instant noodle seasonings and ice cream. Sodium carboxymethyl cellulose is widely used in instant noodles and in clear beverages where a clean appearance matters.',
      "Indonesia is one of the world's largest producers of carrageenan seaweed, and kappa carrageenan is the backbone of local jelly desserts and jelly drinks. On its own it gives a firm, brittle gel; combining it with locust bean gum makes the gel more elastic and reduces syneresis. For drinks that suspend pulp or nata de coco, a very low level of gellan gum builds a fluid gel that keeps particles evenly dispersed.",
      'Most problems with hydrocolloids come from poor dispersion. Pre-blend the gum with sugar or another dry ingredient, add it slowly into a vortex, and give it time to hydrate before judging viscosity.',
      'We stock all of these hydrocolloids locally and can run comparison trials on your product in our application laboratory.',
    ].join('\n\n'),
  },
  {
    title: 'Getting umami right: MSG and ribonucleotides',
    author: 'Dimas Saputra, Food Applications Technologist',
    daysAgo: 190,
    content: [
      'Monosodium glutamate is the sodium salt of glutamic acid, produced by fermentation from sugar cane molasses or tapioca starch. It is the foundation of savoury seasonings for instant noodles, snacks and ready meals across Indonesia.',
      'The ribonucleotides disodium inosinate and disodium guanylate have little taste of their own but multiply the umami effect of glutamate. That synergy is why seasoning houses rarely use MSG alone: replacing a small part of the MSG with an I+G blend, typically a few percent of the MSG level, gives the same or stronger savoury intensity at a lower total dose.',
      'Ribonucleotides have one weakness. Phosphatase enzymes present in raw meat, fish and many vegetables break them down quickly. Add I+G after a heating step that inactivates these enzymes, or use it in dry seasonings and sauces where enzymes are not active.',
      'MSG is also useful in sodium reduction. It contains about 12 percent sodium, compared with about 39 percent in table salt, so partially replacing salt with MSG can lower total sodium while maintaining savoury taste. Yeast extracts add a rounder, brothy character and are popular with brands working towards shorter ingredient lists.',
      'Our application laboratory can help you benchmark seasoning blends and adjust the balance of MSG, I+G and yeast extract to your target profile and cost.',
    ].join('\n\n'),
  },
  {
    title: 'Twenty-five years of supplying Indonesian manufacturers',
    author: 'Yohanes Setiawan, General Manager',
    daysAgo: 340,
    content: [
      'Our company was founded in Jakarta in May 2000 with a simple aim: to give Indonesian food and beverage manufacturers reliable access to high-quality additives, backed by people who understand how those ingredients behave in a factory.',
      'In the same year we signed our first sole agency, representing a Japanese manufacturer of aspartame and amino acids in Indonesia. That partnership taught us the standards that still guide us: consistent quality, complete documentation and technical support that continues long after the first order.',
      'As our customer base and product range grew, we changed our company name in June 2008 to reflect a broader role as a supplier of raw-material additives from several principals. In 2013 we extended our portfolio beyond food into cosmetic ingredients and veterinary feed additives, building on the same expertise in specifications, regulation and application.',
      'Today our head office is in Jakarta, and our branch in Semarang serves customers across Central Java. Our teams in sales, regulatory affairs, quality and logistics work together so that each delivery arrives with the right documents and support.',
      'We are grateful to the customers, principals and colleagues who have been part of this journey, and we look forward to the next twenty-five years.',
    ].join('\n\n'),
  },
  {
    title: 'Our Semarang branch: stock and support for Central Java',
    author: 'Fajar Nugroho, Semarang Branch Head',
    daysAgo: 275,
    content: [
      'Central Java is home to a large and varied manufacturing base, from beverages, snacks and bakery to traditional herbal products, along with a busy network of feed mills and poultry farms. Our Semarang branch was set up to serve these customers from close by rather than from Jakarta.',
      'The branch holds local stock of our most used products, including sweeteners, acidulants, preservatives, hydrocolloids and feed-grade amino acids. For regular customers this means shorter lead times, smaller and more frequent deliveries and less capital tied up in raw material inventory.',
      'Just as important is technical contact. Our Semarang sales engineers visit production sites, help with trials and troubleshooting and can call on the application and regulatory teams in Jakarta when a question needs more depth. Documentation such as certificates of analysis, specifications and halal certificates is available from the branch for every delivery.',
      'If your company is based in Central Java or the surrounding provinces, please contact the Semarang branch directly for quotations, samples and technical visits. We look forward to working with you.',
    ].join('\n\n'),
  },
];

export const demoCareers: DemoCareer[] = [
  {
    name: 'Technical Sales Executive',
    position: 'Staff',
    status: true,
    daysAgo: 3,
    description: [
      'Join our Jakarta sales team and support food and beverage manufacturers with additive solutions.',
      '',
      'Responsibilities:',
      '- Develop new accounts and maintain relationships with existing customers in Greater Jakarta',
      '- Understand customer formulations and recommend suitable additives',
      '- Coordinate sampling, application trials and price quotations',
      '- Prepare monthly sales reports and market information',
      '',
      'Requirements:',
      '- Bachelor degree in Food Technology, Chemistry or a related field',
      '- 1 to 3 years of experience in ingredient or chemical sales; fresh graduates are welcome to apply',
      '- Good communication skills in Bahasa Indonesia and English',
      '- Own a driving licence (SIM A or SIM C) and willing to travel',
    ].join('\n'),
  },
  {
    name: 'Regulatory Affairs Supervisor',
    position: 'Supervisor',
    status: true,
    daysAgo: 9,
    description: [
      'Lead the preparation of regulatory and halal documentation for our food, cosmetic and veterinary portfolio.',
      '',
      'Responsibilities:',
      '- Maintain specifications, certificates of analysis, safety data sheets and halal certificates for all products',
      '- Support customers with documents for BPOM registration and halal audits',
      '- Monitor changes in BPOM, halal and feed additive regulations and brief the sales team',
      '- Coordinate import permits and product registrations with principals',
      '',
      'Requirements:',
      '- Bachelor degree in Pharmacy, Food Technology or Chemistry',
      '- At least 3 years of experience in regulatory affairs, preferably for ingredients',
      '- Familiar with BPOM, BPJPH and Ministry of Agriculture procedures',
      '- Careful, well organised and able to supervise two staff',
    ].join('\n'),
  },
  {
    name: 'Cosmetic Application Specialist',
    position: 'Staff',
    status: true,
    daysAgo: 17,
    description: [
      'Develop prototype formulations and support cosmetic customers with our active ingredients.',
      '',
      'Responsibilities:',
      '- Prepare starting formulations and samples for skin care and personal care customers',
      '- Run stability tests and document results',
      '- Join sales visits and present ingredient information to formulators',
      '- Follow trends in cosmetic actives and the ASEAN Cosmetic Directive',
      '',
      'Requirements:',
      '- Bachelor degree in Pharmacy, Chemistry or Cosmetic Science',
      '- At least 1 year of experience in cosmetic formulation',
      '- Hands-on laboratory skills and good documentation habits',
      '- Good presentation skills in Bahasa Indonesia and English',
    ].join('\n'),
  },
  {
    name: 'Key Account Manager - Animal Nutrition',
    position: 'Manager',
    status: true,
    daysAgo: 38,
    description: [
      'Grow our veterinary and feed additive business with feed mills and integrators across Java.',
      '',
      'Responsibilities:',
      '- Manage key accounts among feed mills, premix producers and integrators',
      '- Build annual account plans, forecasts and pricing strategies with principals',
      '- Provide technical support on amino acids, enzymes and feed additives',
      '- Lead and coach the animal nutrition sales team',
      '',
      'Requirements:',
      '- Degree in Animal Science or Veterinary Medicine',
      '- At least 5 years of experience in feed additive or premix sales, including key account management',
      '- Strong network within the Indonesian feed industry',
      '- Willing to travel frequently within Java',
    ].join('\n'),
  },
  {
    name: 'Warehouse Supervisor - Semarang',
    position: 'Supervisor',
    status: false,
    daysAgo: 52,
    description: [
      'Manage daily warehouse operations at our Semarang branch.',
      '',
      'Responsibilities:',
      '- Supervise receiving, storage, picking and dispatch of food, cosmetic and feed ingredients',
      '- Apply first-expired-first-out rules and keep stock records accurate',
      '- Maintain good warehousing practice, pest control and housekeeping standards',
      '- Lead a team of warehouse staff and forklift operators',
      '',
      'Requirements:',
      '- Diploma or Bachelor degree, preferably in Logistics or Industrial Engineering',
      '- At least 2 years of experience as a warehouse supervisor, preferably for food or chemicals',
      '- Familiar with inventory software and spreadsheets',
      '- Based in or willing to relocate to Semarang',
    ].join('\n'),
  },
];

export const demoGallery: DemoGalleryPhoto[] = [
  { name: 'Jakarta head office reception', palette: ['#1f3b5c', '#8fb8de'] },
  { name: 'Racking and FEFO labels in the Jakarta warehouse', palette: ['#3b3b3b', '#c9a25c'] },
  { name: 'Incoming goods inspection', palette: ['#24404a', '#7fb7be'] },
  { name: 'Quality control laboratory', palette: ['#1e4d3a', '#9ad1b4'] },
  { name: 'Beverage sweetener trials in the application lab', palette: ['#7a1f4b', '#f0a6c4'] },
  { name: 'Cosmetic formulation workshop for customers', palette: ['#5a2a5e', '#e3b3d9'] },
  { name: 'Food ingredients exhibition booth in Jakarta', palette: ['#8a3b00', '#ffc170'] },
  { name: 'Feed industry trade show booth', palette: ['#23463f', '#b8d8a8'] },
  { name: 'Semarang branch warehouse', palette: ['#2b2f6b', '#8c95e0'] },
  { name: 'Customer technical seminar in Semarang', palette: ['#4a3b6b', '#c4b5ea'] },
  { name: 'Halal assurance training session', palette: ['#1c4a2e', '#7ec48a'] },
  { name: 'Forklift safety training', palette: ['#5b3a0e', '#e8b04b'] },
  { name: 'Annual company outing', palette: ['#0f4c5c', '#5fc2c9'] },
  { name: 'Independence Day games at the office', palette: ['#7a1212', '#e06a6a'] },
  { name: '25th anniversary dinner', palette: ['#3d1f1f', '#d9a05b'] },
];

export const demoPartners: DemoPartner[] = [
  {
    name: 'Kaiseido Amino Co., Ltd.',
    link: 'https://www.kaiseido-amino.example',
    palette: ['#1e3a5f', '#6c9bd2'],
  },
  { name: 'Nordhavn Hydrocolloids', link: 'https://nordhavn-hydrocolloids.example', palette: ['#234a4a', '#86c5c0'] },
  { name: 'Veltrana Bioingredients', link: '', palette: ['#4b2c5e', '#b592d6'] },
  {
    name: 'Lumiscia Cosmetic Actives',
    link: 'https://www.lumiscia.example',
    nameId: 'Lumiscia Bahan Aktif Kosmetik',
    palette: ['#6a2446', '#e79ac0'],
  },
  { name: 'Agrivanta Feed Sciences', link: 'https://agrivanta.example', palette: ['#2f4a1e', '#a8cf7a'] },
  { name: 'Solmera Acidulants', link: '', palette: ['#6b3d0f', '#eec06b'] },
];

export const demoSlides: DemoSlide[] = [
  {
    title: 'Your additive partner since 2000',
    subtitle: 'Sweeteners, preservatives, amino acids and more, with the documents and technical support behind them.',
    button_label: 'About us',
    button_link: '/tentang',
    alt_text: 'Blue background with outlines of molecules',
    id: {
      title: 'Mitra bahan tambahan Anda sejak 2000',
      subtitle: 'Pemanis, pengawet, asam amino, dan banyak lagi, lengkap dengan dokumen dan dukungan teknisnya.',
      button_label: 'Tentang kami',
      alt_text: 'Latar biru dengan gambar garis molekul',
    },
    palette: ['#1f3b5c', '#6fa3d6'],
  },
  {
    title: 'Food, cosmetic and veterinary ingredients',
    subtitle: 'One supplier for food and beverage plants, skin care labs and feed mills.',
    button_label: 'Browse products',
    button_link: '/produk_kategori',
    alt_text: 'Green background with outlines of molecules',
    id: {
      title: 'Bahan baku pangan, kosmetik, dan veteriner',
      subtitle: 'Satu pemasok untuk pabrik makanan dan minuman, laboratorium skincare, dan pabrik pakan.',
      button_label: 'Lihat produk',
      alt_text: 'Latar hijau dengan gambar garis molekul',
    },
    palette: ['#1e4d3a', '#7cc5a0'],
  },
  {
    title: 'Serving Indonesia from Jakarta and Semarang',
    subtitle: 'Local stock, short lead times and practical know-how from a technical team that visits your plant.',
    button_label: 'Read our articles',
    button_link: '/artikel',
    alt_text: 'Purple and pink background with outlines of molecules',
    id: {
      title: 'Melayani Indonesia dari Jakarta dan Semarang',
      subtitle:
        'Stok lokal, waktu kirim singkat, dan wawasan praktis dari tim teknis yang siap berkunjung ke pabrik Anda.',
      button_label: 'Baca artikel kami',
      alt_text: 'Latar ungu dan merah muda dengan gambar garis molekul',
    },
    palette: ['#5a2a5e', '#f2a7c8'],
  },
];
