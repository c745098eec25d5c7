import type { SeedTeamMember } from './types';

export const seedTeam: SeedTeamMember[] = [
  { slug: 'marcus-reed', name: 'Marcus Reed', designation: 'Master Technician' },
  { slug: 'elena-vasquez', name: 'Elena Vasquez', designation: 'Brake Systems Specialist' },
  { slug: 'david-okafor', name: 'David Okafor', designation: 'Engine Diagnostics Lead' },
  { slug: 'priya-natarajan', name: 'Priya Natarajan', designation: 'Parts Quality Engineer' },
];
