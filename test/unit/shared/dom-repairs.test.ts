import { installDomRepairs } from '@/shared/platform/dom-repairs'

describe('H5 DOM repairs', () => {
  it("moves NutUI's aria-role to role", async () => {
    installDomRepairs(document)
    const box = document.createElement('div')
    box.innerHTML = '<div id="tick" aria-role="checkbox" aria-checked="false"></div>'
    document.body.appendChild(box)
    await new Promise((resolve) => setTimeout(resolve, 0))
    const tick = document.getElementById('tick')!
    expect([tick.getAttribute('role'), tick.hasAttribute('aria-role')]).toEqual(['checkbox', false])
  })
})
