import type { SeedQuote } from './types';

export const quotes: SeedQuote[] = [
  {
    author: 'Nelson Mandela',
    quote_en: 'Education is the most powerful weapon which you can use to change the world.',
    quote_fr:
      "L'éducation est l'arme la plus puissante que l'on puisse utiliser pour changer le monde.",
  },
  {
    author: 'Nelson Mandela',
    quote_en: 'I learned that courage was not the absence of fear, but the triumph over it.',
    quote_fr:
      "J'ai appris que le courage n'est pas l'absence de peur, mais la capacité de la vaincre.",
  },
  {
    author: 'Nelson Mandela',
    quote_en:
      'I have discovered the secret that after climbing a great hill, one only finds that there are many more hills to climb.',
    quote_fr:
      "J'ai découvert ce secret : après avoir gravi une haute colline, on s'aperçoit qu'il reste beaucoup d'autres collines à gravir.",
  },
  {
    author: 'Nelson Mandela',
    quote_en:
      'Sport has the power to change the world. It has the power to inspire. It has the power to unite people in a way that little else does.',
    quote_fr:
      "Le sport a le pouvoir de changer le monde. Il a le pouvoir d'inspirer. Il a le pouvoir d'unir les gens comme peu d'autres choses le font.",
  },
  {
    author: 'Chinua Achebe',
    quote_en:
      'Among the Igbo the art of conversation is regarded very highly, and proverbs are the palm-oil with which words are eaten.',
    quote_fr:
      "Chez les Igbo, l'art de la conversation est tenu en très haute estime, et les proverbes sont l'huile de palme avec laquelle on mange les mots.",
  },
  {
    author: 'Wangari Maathai',
    quote_en:
      'In the course of history, there comes a time when humanity is called to shift to a new level of consciousness, to reach a higher moral ground. A time when we have to shed our fear and give hope to each other. That time is now.',
    quote_fr:
      "Au cours de l'histoire, vient un moment où l'humanité est appelée à s'élever à un nouveau niveau de conscience, à atteindre une plus haute exigence morale. Un moment où nous devons nous défaire de nos peurs et nous donner de l'espoir les uns aux autres. Ce moment, c'est maintenant.",
  },
  {
    author: 'Kwame Nkrumah',
    quote_en:
      'Our independence is meaningless unless it is linked up with the total liberation of the African continent.',
    quote_fr:
      "Notre indépendance n'a pas de sens si elle n'est pas liée à la libération totale du continent africain.",
  },
  {
    author: 'Léopold Sédar Senghor',
    quote_en:
      'Naked woman, black woman, clothed with your colour which is life, with your form which is beauty!',
    quote_fr:
      'Femme nue, femme noire, vêtue de ta couleur qui est vie, de ta forme qui est beauté !',
  },
  {
    author: 'Aimé Césaire',
    quote_en:
      'My mouth shall be the mouth of those calamities that have no mouth, my voice the freedom of those who founder in the dungeons of despair.',
    quote_fr:
      "Ma bouche sera la bouche des malheurs qui n'ont point de bouche, ma voix, la liberté de celles qui s'affaissent au cachot du désespoir.",
  },
  {
    author: 'Amadou Hampâté Bâ',
    quote_en: 'In Africa, when an old man dies, a library burns.',
    quote_fr: "En Afrique, quand un vieillard meurt, c'est une bibliothèque qui brûle.",
  },
  {
    author: 'Cheikh Anta Diop',
    quote_en: 'Train yourselves, arm yourselves with science to the teeth.',
    quote_fr: "Formez-vous, armez-vous de sciences jusqu'aux dents.",
  },
  {
    author: 'Ferdinand Oyono',
    quote_en: "The king's dog is the king of dogs.",
    quote_fr: 'Le chien du roi est le roi des chiens.',
  },
  {
    author: 'Birago Diop',
    quote_en:
      'Those who are dead have never gone away: they are in the shadow that brightens and in the shadow that thickens.',
    quote_fr:
      "Ceux qui sont morts ne sont jamais partis : ils sont dans l'ombre qui s'éclaire et dans l'ombre qui s'épaissit.",
  },
  {
    author: 'Marie Curie',
    quote_en: 'One never notices what has been done; one can only see what remains to be done.',
    quote_fr: 'On ne remarque jamais ce qui a été fait ; on ne peut voir que ce qui reste à faire.',
  },
  {
    author: 'Albert Einstein',
    quote_en:
      'Imagination is more important than knowledge. Knowledge is limited. Imagination encircles the world.',
    quote_fr:
      "L'imagination est plus importante que le savoir. Le savoir est limité. L'imagination embrasse le monde.",
  },
  {
    author: 'Albert Einstein',
    quote_en: 'Life is like riding a bicycle. To keep your balance you must keep moving.',
    quote_fr:
      "La vie, c'est comme une bicyclette : il faut avancer pour ne pas perdre l'équilibre.",
  },
  {
    author: 'Antoine de Saint-Exupéry',
    quote_en: 'One sees clearly only with the heart. What is essential is invisible to the eye.',
    quote_fr: "On ne voit bien qu'avec le cœur. L'essentiel est invisible pour les yeux.",
  },
  {
    author: 'Antoine de Saint-Exupéry',
    quote_en:
      'Grown-ups never understand anything by themselves, and it is tiresome for children to be always and forever explaining things to them.',
    quote_fr:
      "Les grandes personnes ne comprennent jamais rien toutes seules, et c'est fatigant, pour les enfants, de toujours et toujours leur donner des explications.",
  },
  {
    author: 'Martin Luther King Jr.',
    quote_en:
      'Darkness cannot drive out darkness; only light can do that. Hate cannot drive out hate; only love can do that.',
    quote_fr:
      "Les ténèbres ne peuvent pas chasser les ténèbres ; seule la lumière le peut. La haine ne peut pas chasser la haine ; seul l'amour le peut.",
  },
  {
    author: 'Muhammad Ali',
    quote_en: 'Float like a butterfly, sting like a bee.',
    quote_fr: 'Vole comme un papillon, pique comme une abeille.',
  },
  {
    author: 'Bob Marley',
    quote_en: 'One good thing about music, when it hits you, you feel no pain.',
    quote_fr:
      "Ce qu'il y a de bien avec la musique, c'est que quand elle te frappe, tu ne ressens aucune douleur.",
  },
  {
    author: 'Isaac Newton',
    quote_en: 'If I have seen further it is by standing on the shoulders of giants.',
    quote_fr: "Si j'ai vu plus loin, c'est en me tenant sur les épaules de géants.",
  },
  {
    author: 'Jean de La Fontaine',
    quote_en: 'There is no point in running; one must set off on time.',
    quote_fr: 'Rien ne sert de courir ; il faut partir à point.',
  },
  {
    author: 'Jean de La Fontaine',
    quote_en: 'We often need someone smaller than ourselves.',
    quote_fr: "On a souvent besoin d'un plus petit que soi.",
  },
  {
    author: 'Kofi Annan',
    quote_en:
      'Knowledge is power. Information is liberating. Education is the premise of progress, in every society, in every family.',
    quote_fr:
      "Le savoir, c'est le pouvoir. L'information libère. L'éducation est la condition du progrès, dans chaque société, dans chaque famille.",
  },
  {
    author: 'Thomas Edison',
    quote_en: 'Genius is one per cent inspiration and ninety-nine per cent perspiration.',
    quote_fr:
      "Le génie, c'est un pour cent d'inspiration et quatre-vingt-dix-neuf pour cent de transpiration.",
  },
  {
    author: 'African proverb',
    quote_en: 'If you want to go fast, go alone. If you want to go far, go together.',
    quote_fr: 'Si tu veux aller vite, marche seul. Si tu veux aller loin, marchons ensemble.',
  },
  {
    author: 'African proverb',
    quote_en: 'It takes a whole village to raise a child.',
    quote_fr: 'Il faut tout un village pour élever un enfant.',
  },
  {
    author: 'African proverb',
    quote_en:
      'Until the lions have their own historians, the history of the hunt will always glorify the hunter.',
    quote_fr:
      "Tant que les lions n'auront pas leurs propres historiens, les histoires de chasse glorifieront toujours le chasseur.",
  },
  {
    author: 'African proverb',
    quote_en: 'When elephants fight, it is the grass that suffers.',
    quote_fr: "Quand les éléphants se battent, c'est l'herbe qui souffre.",
  },
  {
    author: 'African proverb',
    quote_en: 'However long a log stays in the water, it will never become a crocodile.',
    quote_fr: "Le tronc d'arbre a beau séjourner dans l'eau, il ne deviendra jamais crocodile.",
  },
  {
    author: 'African proverb',
    quote_en: 'Rain does not fall on one roof alone.',
    quote_fr: 'La pluie ne tombe pas sur un seul toit.',
  },
  {
    author: 'African proverb',
    quote_en: 'Knowledge is like a baobab tree: no one can embrace it alone.',
    quote_fr: "Le savoir est comme un baobab : une seule personne ne peut pas l'embrasser.",
  },
  {
    author: 'African proverb',
    quote_en: 'When you do not know where you are going, look back at where you came from.',
    quote_fr: "Quand tu ne sais pas où tu vas, regarde d'où tu viens.",
  },
];
