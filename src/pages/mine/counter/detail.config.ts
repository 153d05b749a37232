// enableShareAppMessage: the mini-program offers 转发 once the calculation is shared (useShareAppMessage sets the path).
export default definePageConfig({ navigationBarTitleText: '销售业绩计算器', enableShareAppMessage: true })
