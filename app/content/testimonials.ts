// Six testimonials (spec sections 2 and 3): text, author, location, rating 5 and community or partner type.
// The home page shows the first three (`featured`).

export type Testimonial = {
  text: string
  author: string
  location: string
  rating: 5
  type: string
  featured: boolean
}

export const testimonials: readonly Testimonial[] = [
  {
    text:
      'Our reserve fund was 38% funded when we switched. Two years later we are at 71%, with a reserve study we ' +
      'understand and no special assessment. The monthly reports finally make sense to the whole board.',
    author: 'Linda M., Board Treasurer',
    location: 'Sandy',
    rating: 5,
    type: 'Townhome community, 96 units',
    featured: true,
  },
  {
    text:
      'A pipe burst on a Sunday night in January. Someone answered the emergency line in minutes, had a plumber ' +
      'and a water-mitigation crew on site within the hour, and filed the insurance claim on Monday.',
    author: 'David R., HOA President',
    location: 'St. George',
    rating: 5,
    type: 'Condominium association, 64 units',
    featured: true,
  },
  {
    text:
      'The transition took four weeks, as promised. Every owner account, vendor contract and document came over, ' +
      'and our manager sat down with each board member before the first meeting.',
    author: 'Karen T., Board Secretary',
    location: 'Lehi',
    rating: 5,
    type: 'Single-family HOA, 210 homes',
    featured: true,
  },
  {
    text:
      'They rewrote our rental rules to match the current statute and walked the owners through the change at the ' +
      'annual meeting. Fewer disputes, and no surprises from the county.',
    author: 'Michael S., Board Member',
    location: 'Park City',
    rating: 5,
    type: 'Resort condominium, 48 units',
    featured: false,
  },
  {
    text:
      'Our first online election with weighted voting: turnout went from 31% to 64%, and every owner could see ' +
      'that their unit counted for exactly what the declaration says.',
    author: 'Jennifer W., HOA President',
    location: 'Ogden',
    rating: 5,
    type: 'Mixed-use community, 132 units',
    featured: false,
  },
  {
    text:
      'As a builder we needed a manager who could take a new community from developer control to an owner board ' +
      'cleanly. Budgets, turnover documents and the first owner meeting were handled without a hitch.',
    author: 'Robert H., Development Partner',
    location: 'Provo',
    rating: 5,
    type: 'Builder and developer partner',
    featured: false,
  },
]

export const featuredTestimonials = testimonials.filter((t) => t.featured)
