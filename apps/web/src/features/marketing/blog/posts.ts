/**
 * Spec 02 §3 blog post: id, slug, title, imageUrl, description, category, date, read time, author.
 * Titles, descriptions and article bodies are translated in the 'blog' catalog under posts.<slug>;
 * categories under categories.<category>. Images are our own (the CSP forbids other origins).
 */
export type BlogCategory =
  | 'pharmacies'
  | 'prevention'
  | 'healthSystem'
  | 'laboratory'
  | 'children'
  | 'emergencies'
  | 'chronicDiseases'
  | 'medicines';

export type BlogPost = {
  id: number;
  slug: string;
  imageUrl: string;
  category: BlogCategory;
  /** ISO date of publication. */
  date: string;
  readMinutes: number;
  author: string;
};

export const blogPosts: BlogPost[] = [
  {
    id: 1,
    slug: 'on-call-pharmacy-at-night',
    imageUrl: '/images/facilities/pharmacy-1.webp',
    category: 'pharmacies',
    date: '2026-11-16',
    readMinutes: 4,
    author: 'Aïssatou Bello',
  },
  {
    id: 2,
    slug: 'malaria-prevention-rainy-season',
    imageUrl: '/images/facilities/hospital-2.webp',
    category: 'prevention',
    date: '2026-11-02',
    readMinutes: 5,
    author: 'Dr Estelle Mbarga',
  },
  {
    id: 3,
    slug: 'what-a-csi-offers',
    imageUrl: '/images/facilities/hospital-1.webp',
    category: 'healthSystem',
    date: '2026-10-19',
    readMinutes: 4,
    author: 'Dr Estelle Mbarga',
  },
  {
    id: 4,
    slug: 'preparing-for-a-lab-test',
    imageUrl: '/images/facilities/laboratory-1.webp',
    category: 'laboratory',
    date: '2026-10-05',
    readMinutes: 4,
    author: 'Joël Tchinda',
  },
  {
    id: 5,
    slug: 'childhood-vaccination-calendar',
    imageUrl: '/images/facilities/hospital-3.webp',
    category: 'children',
    date: '2026-09-21',
    readMinutes: 5,
    author: 'Dr Estelle Mbarga',
  },
  {
    id: 6,
    slug: 'recognising-a-medical-emergency',
    imageUrl: '/images/facilities/default-hospital.webp',
    category: 'emergencies',
    date: '2026-09-07',
    readMinutes: 5,
    author: 'Dr Estelle Mbarga',
  },
  {
    id: 7,
    slug: 'living-with-diabetes-and-hypertension',
    imageUrl: '/images/facilities/laboratory-2.webp',
    category: 'chronicDiseases',
    date: '2026-08-24',
    readMinutes: 6,
    author: 'Aïssatou Bello',
  },
  {
    id: 8,
    slug: 'safe-medicines',
    imageUrl: '/images/facilities/pharmacy-2.webp',
    category: 'medicines',
    date: '2026-08-10',
    readMinutes: 4,
    author: 'Joël Tchinda',
  },
];

export function findBlogPost(slug: string | undefined): BlogPost | undefined {
  return slug ? blogPosts.find((post) => post.slug === slug) : undefined;
}

/** "16 November 2026" / "16 novembre 2026", read as a calendar date whatever the time zone. */
export function formatPostDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language.startsWith('fr') ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
