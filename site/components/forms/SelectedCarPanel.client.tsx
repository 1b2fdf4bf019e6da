'use client'
import { useEffect, useState, type ReactNode } from 'react'
import { carFromUrl } from './carFromUrl'

type SelectedCar = { slug: string; name: string; price: string | null; image: string | null }

/**
 * The finance page's panel (FIN §2.3): the car the link names (`car_id`) when it is listed on this
 * site, otherwise what the server rendered (the steps). The page stays cacheable: the car is read
 * in the browser.
 */
export function SelectedCarPanel({ children }: { children: ReactNode }) {
  const [car, setCar] = useState<SelectedCar | null>(null)
  useEffect(() => {
    const slug = carFromUrl(window.location.href)
    if (!slug) return
    const controller = new AbortController()
    fetch(`/api/vehicle-state?slug=${encodeURIComponent(slug)}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ car?: SelectedCar }>) : null))
      .then((body) => body?.car && setCar(body.car))
      .catch(() => undefined)
    return () => controller.abort()
  }, [])
  if (!car) return <>{children}</>
  return (
    <div data-testid="finance-car">
      <h2 className="text-lg font-bold">Your selected car</h2>
      {/* eslint-disable-next-line @next/next/no-img-element -- the car's thumbnail as its card serves it (feed pictures may be on any host) */}
      {car.image ? <img src={car.image} alt="" width={400} height={300} className="mt-3 aspect-[4/3] w-full rounded object-cover" /> : null}
      <p className="mt-3 font-semibold">
        <a href={`/cars/${encodeURIComponent(car.slug)}`} className="text-brand-dark underline">{car.name}</a>
      </p>
      {car.price ? <p className="mt-1 text-xl font-bold">{car.price}</p> : null}
    </div>
  )
}
