/**
 * The site's home city: the city a car's "Located at {city}" bar is compared with (INV §2, FIN §2.6).
 * FIN §3 Site config `override_city` (`locations.overrideCity`) names it outright, for a dealer
 * whose primary location's suburb is not the city its shoppers know it by; otherwise the primary
 * location's city, then the site's own city.
 */
export function homeCity(overrideCity: string | null, primaryLocationCity: string | null | undefined, siteCity: string | null): string | null {
  return overrideCity ?? (primaryLocationCity?.trim() || null) ?? siteCity
}
