import { Svg, type IconProps } from "@/components/ui/icons";

// The dashboard's vehicle screens' icons: My Garage and the fitment import.
export const CarIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 17H3v-5l2-5h14l2 5v5h-2M5 12h14" />
    <circle cx="7.5" cy="17" r="2" />
    <circle cx="16.5" cy="17" r="2" />
    <path d="M9.5 17h5" />
  </Svg>
);
export const UploadIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 15V3M7 8l5-5 5 5M4 15v5h16v-5" />
  </Svg>
);
