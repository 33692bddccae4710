import MJRefresh
print("mjrefresh-demo")
