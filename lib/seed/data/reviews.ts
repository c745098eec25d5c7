import type { SeedReview } from './types';

export const seedReviews: SeedReview[] = [
  {
    reviewText:
      'We run 60 delivery vans and switched all our brake and filter orders to Redline. The pricing at MOQ beats our old distributor, and pallets arrive labeled by part number, so restocking takes minutes.',
    rating: 5,
    authorName: 'James Carter',
    photoSlug: 'james-carter',
    daysAgo: 3,
  },
  {
    reviewText:
      'Ordered 400 iridium plugs and 50 coils for our workshop. Every box had matching batch codes and the coils tested fine on the scope. Fast answers from the support team on fitment questions too.',
    rating: 5,
    authorName: 'Sofia Lindqvist',
    photoSlug: 'sofia-lindqvist',
    daysAgo: 9,
  },
  {
    reviewText:
      'Good quality remanufactured alternators at a fair price. One unit out of ten had a noisy bearing, but the replacement shipped the same day with no arguments.',
    rating: 4,
    authorName: 'Omar Haddad',
    photoSlug: 'omar-haddad',
    daysAgo: 17,
  },
  {
    reviewText:
      'The AGM batteries arrived fully charged with recent date codes, which matters when you keep stock for months. Clear MOQ info on every page made budgeting for the winter simple.',
    rating: 5,
    authorName: 'Hannah Becker',
    photoSlug: 'hannah-becker',
    daysAgo: 26,
  },
  {
    reviewText:
      'Solid shocks and control arms for our pickup fleet. I would like a lower MOQ on the coil springs, since 40 is a lot for a small shop, but the quality is there.',
    rating: 4,
    authorName: 'Luis Moreno',
    photoSlug: null,
    daysAgo: 34,
  },
  {
    reviewText:
      'Parts were fine, but one pallet of rotors was held up in freight for a week and tracking updates were slow. Once it arrived, everything was packed well and undamaged.',
    rating: 3,
    authorName: 'Derek Nolan',
    photoSlug: null,
    daysAgo: 45,
  },
  {
    reviewText:
      'We maintain municipal sedans and patrol cars, so traceability is a must. Redline gives batch numbers on every invoice and the ceramic pads have cut our brake noise complaints right down.',
    rating: 5,
    authorName: 'Grace Whitaker',
    photoSlug: null,
    daysAgo: 61,
  },
  {
    reviewText:
      'Bulk cabin and air filters at a good price, and the 300-unit MOQ suits our three garages. The website could use a fitment search by VIN, but ordering is quick.',
    rating: 4,
    authorName: 'Aisha Mensah',
    photoSlug: null,
    daysAgo: 78,
  },
];
