export const brandLogos = [
  { slug: "apex", name: "Apex" },
  { slug: "boltline", name: "Boltline" },
  { slug: "torqueworks", name: "TorqueWorks" },
  { slug: "ironhorse", name: "Iron Horse" },
  { slug: "velocity", name: "Velocity" },
  { slug: "northgear", name: "NorthGear" },
  { slug: "pistonpro", name: "PistonPro" },
  { slug: "redcrest", name: "RedCrest" },
  { slug: "stratos", name: "Stratos" },
  { slug: "kinetix", name: "Kinetix" },
  { slug: "drivecore", name: "DriveCore" },
  { slug: "summit", name: "Summit Auto" },
] as const;
