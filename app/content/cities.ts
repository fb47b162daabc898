// The 30 cities the company lists as served (spec sections 1 and 9): real Utah cities, at least one in each of
// Utah's 29 counties (Salt Lake County has two). Coordinates are each city's centre, for the map.

export type UtahRegion = 'northern' | 'wasatch' | 'central' | 'eastern' | 'southern'

export type ServedCity = {
  name: string
  county: string
  region: UtahRegion
  latitude: number
  longitude: number
}

export const regions: ReadonlyArray<{ id: UtahRegion; name: string }> = [
  { id: 'northern', name: 'Northern Utah' },
  { id: 'wasatch', name: 'Wasatch Front & Back' },
  { id: 'central', name: 'Central Utah' },
  { id: 'eastern', name: 'Eastern Utah' },
  { id: 'southern', name: 'Southern Utah' },
]

const city = (name: string, county: string, region: UtahRegion, latitude: number, longitude: number) => ({
  name,
  county,
  region,
  latitude,
  longitude,
})

export const servedCities: readonly ServedCity[] = [
  city('Logan', 'Cache', 'northern', 41.737, -111.8338),
  city('Brigham City', 'Box Elder', 'northern', 41.5102, -112.0155),
  city('Garden City', 'Rich', 'northern', 41.9466, -111.3935),
  city('Ogden', 'Weber', 'northern', 41.223, -111.9738),
  city('Layton', 'Davis', 'northern', 41.0602, -111.9711),
  city('Morgan', 'Morgan', 'northern', 41.0361, -111.6769),

  city('Salt Lake City', 'Salt Lake', 'wasatch', 40.7608, -111.891),
  city('Sandy', 'Salt Lake', 'wasatch', 40.5649, -111.8389),
  city('Tooele', 'Tooele', 'wasatch', 40.5308, -112.2983),
  city('Provo', 'Utah', 'wasatch', 40.2338, -111.6585),
  city('Park City', 'Summit', 'wasatch', 40.6461, -111.498),
  city('Heber City', 'Wasatch', 'wasatch', 40.507, -111.4132),

  city('Nephi', 'Juab', 'central', 39.7102, -111.8363),
  city('Ephraim', 'Sanpete', 'central', 39.3597, -111.5863),
  city('Fillmore', 'Millard', 'central', 38.9689, -112.3236),
  city('Richfield', 'Sevier', 'central', 38.7725, -112.0841),
  city('Junction', 'Piute', 'central', 38.2369, -112.2197),
  city('Torrey', 'Wayne', 'central', 38.2997, -111.4199),

  city('Manila', 'Daggett', 'eastern', 40.988, -109.7226),
  city('Vernal', 'Uintah', 'eastern', 40.4555, -109.5287),
  city('Roosevelt', 'Duchesne', 'eastern', 40.2994, -109.9888),
  city('Price', 'Carbon', 'eastern', 39.5994, -110.8107),
  city('Castle Dale', 'Emery', 'eastern', 39.2122, -111.0196),
  city('Moab', 'Grand', 'eastern', 38.5733, -109.5498),
  city('Monticello', 'San Juan', 'eastern', 37.8714, -109.3429),

  city('St. George', 'Washington', 'southern', 37.0965, -113.5684),
  city('Cedar City', 'Iron', 'southern', 37.6775, -113.0619),
  city('Beaver', 'Beaver', 'southern', 38.2769, -112.6411),
  city('Panguitch', 'Garfield', 'southern', 37.8227, -112.4358),
  city('Kanab', 'Kane', 'southern', 37.0475, -112.5263),
]

export const servedCounties = [...new Set(servedCities.map((c) => c.county))]

export const citiesByRegion = regions.map((region) => ({
  ...region,
  cities: servedCities.filter((c) => c.region === region.id),
}))
